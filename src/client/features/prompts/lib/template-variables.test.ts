import { describe, expect, it } from 'vitest';
import { fillTemplate, initialValues, listVariables, parseTemplate, valuesQuery } from './template-variables';

const variablesOf = (text: string) => listVariables(parseTemplate(text));

describe('template variables', () => {
  it('finds ${name}, ${name:default} and {{name}}, once each, in order', () => {
    const text = 'Write about ${topic} in ${language:English} for {{ audience }}; more ${topic}, {{audience}}.';
    expect(variablesOf(text)).toEqual([
      { name: 'topic', defaultValue: null },
      { name: 'language', defaultValue: 'English' },
      { name: 'audience', defaultValue: null },
    ]);
  });

  it('keeps names with spaces, dots and dashes as seed prompts use them', () => {
    expect(variablesOf('${Footballer Name} ${response.status} {{interactsh-url}}').map((v) => v.name)).toEqual([
      'Footballer Name',
      'response.status',
      'interactsh-url',
    ]);
  });

  it('takes the first default given for a name', () => {
    expect(variablesOf('${tone} and ${tone:friendly} and ${tone:formal}')).toEqual([
      { name: 'tone', defaultValue: 'friendly' },
    ]);
  });

  it('shows text that only looks like a variable as text, never an error', () => {
    for (const text of [
      'a lone ${ here',
      '{{}}',
      '{{ }}',
      '${}',
      '${:x}',
      '${ name}',
      '$ {x}',
      '{{a\nb}}',
      '${a\n}',
      '{{{',
      '}}${{',
      '${1abc}',
    ]) {
      const segments = parseTemplate(text);
      expect(
        segments.filter((s) => s.kind === 'variable'),
        text,
      ).toEqual([]);
      expect(fillTemplate(segments, {}), text).toBe(text);
    }
  });

  it('fills values in one pass, leaves unfilled placeholders as written, and round-trips the text', () => {
    const text = 'Dear ${name}, about ${topic:cats} and {{x}}.';
    const segments = parseTemplate(text);
    expect(fillTemplate(segments, {})).toBe(text);
    expect(fillTemplate(segments, { name: 'Ann', topic: 'dogs', x: '' })).toBe('Dear Ann, about dogs and {{x}}.');
    // A value that looks like a variable is not filled again.
    expect(fillTemplate(segments, { name: '${topic}', topic: 'dogs' })).toBe('Dear ${topic}, about dogs and {{x}}.');
  });

  it('keeps HTML in values as text, character for character', () => {
    const segments = parseTemplate('Hi ${name}!');
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect(fillTemplate(segments, { name: html })).toBe(`Hi ${html}!`);
  });

  it('handles a prompt with 50 variables', () => {
    const text = Array.from({ length: 50 }, (_, i) => `field ${i}: \${v${i}:d${i}}`).join('\n');
    const variables = variablesOf(text);
    expect(variables).toHaveLength(50);
    const values = Object.fromEntries(variables.map((v, i) => [v.name, `value ${i}`]));
    const filled = fillTemplate(parseTemplate(text), values);
    expect(filled).toContain('field 0: value 0');
    expect(filled).toContain('field 49: value 49');
    expect(filled).not.toContain('${');
  });

  it('starts from the defaults and the address, and puts filled values in a share query', () => {
    const variables = variablesOf('${topic:cats} ${Target Language} {{n}}');
    expect(initialValues(variables, '?v.Target%20Language=German&v.unknown=x')).toEqual({
      topic: 'cats',
      'Target Language': 'German',
      n: '',
    });
    const query = valuesQuery({ topic: 'a&b=c', 'Target Language': 'German', n: '' });
    expect(new URLSearchParams(query).get('v.topic')).toBe('a&b=c');
    expect(new URLSearchParams(query).get('v.Target Language')).toBe('German');
    expect(query).not.toContain('v.n');
    expect(valuesQuery({})).toBe('');
  });

  it('parses a 200,000-character prompt without variables as one text run', () => {
    const text = 'Explain each step. '.repeat(10_600);
    expect(parseTemplate(text)).toEqual([{ kind: 'text', text }]);
  });
});
