// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { FORM_TOKEN, jsonReply, polyfillRadix, renderSubmitPage, stubApi } from './test-utils';
import { SUBMIT_REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { listVariables, parseTemplate } from '../lib/template-variables';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../../lib/toast', () => ({ toast }));

/** Scores 6 for programming (python, code, bugs, refactor, function, api): auto-picked. */
const CONTENT = 'Review this Python code for bugs and refactor the function to improve the API design.';
const START = new Date('2025-04-10T12:00:00Z').getTime();

function advanceClock(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

const titleField = () => screen.getByLabelText('Title');
const contentField = () => screen.getByLabelText('Content');
const instructionsField = () => screen.getByLabelText('Instructions');
const categoryField = () => screen.getByRole('combobox', { name: 'Category' });
const tagsField = () => screen.getByLabelText('Tags');
const submitButton = () => screen.getByRole('button', { name: 'Submit Prompt' });

/** Fills every field as a person would (which also counts as interaction). */
async function fillForm(user: ReturnType<typeof userEvent.setup>, { tag = 'review' } = {}) {
  await user.type(titleField(), 'Code reviewer');
  await user.click(contentField());
  await user.paste(CONTENT);
  await waitFor(() => expect(categoryField()).toHaveTextContent('Programming'));
  // The content suggests tags; typing one by hand takes the tags over.
  await user.type(tagsField(), `${tag}{Enter}`);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  polyfillRadix();
  toast.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SubmitPage', () => {
  it('shows the form with labels, the guide link, a honeypot and the page title', async () => {
    const api = stubApi();
    renderSubmitPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Submit a Prompt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to Create Prompts' })).toHaveAttribute('href', '/create-guide');
    expect(titleField()).toBeInTheDocument();
    expect(contentField().tagName).toBe('TEXTAREA');
    expect(contentField()).not.toHaveAttribute('maxlength');
    expect(instructionsField()).not.toBeRequired();
    expect(categoryField()).toHaveTextContent('Select a category');
    expect(tagsField()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(document.title).toBe('Submit a Prompt · Prompt Commons');

    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();

    // The form token is requested as soon as the page opens.
    await waitFor(() => expect(api.callsTo('GET', '/api/prompts/form-token')).toHaveLength(1));
  });

  it("the content hint's variable examples are ones the prompt page fills in", () => {
    stubApi();
    renderSubmitPage();
    const hint = screen.getByText(/Mark the parts they fill in/);
    expect(contentField()).toHaveAccessibleDescription(expect.stringContaining(hint.textContent!));
    const examples = hint.textContent!.match(/\$\{\w+\}|\{\{\w+\}\}/g) ?? [];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples)
      expect(listVariables(parseTemplate(example))).toEqual([{ name: 'topic', defaultValue: null }]);
  });

  it('offers the ten categories in the select', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSubmitPage();
    await user.click(categoryField());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Programming',
      'Writing',
      'Data Science',
      'Marketing',
      'Education',
      'Academic',
      'Creative',
      'Business',
      'Personal',
      'Other',
    ]);
    await user.click(screen.getByRole('option', { name: 'Writing' }));
    expect(categoryField()).toHaveTextContent('Writing');
  });

  it('has no serious or critical axe violations, also with errors shown', async () => {
    stubApi();
    const user = userEvent.setup();
    const { container } = renderSubmitPage();
    const run = async () => {
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    };
    expect(await run()).toEqual([]);
    await user.click(submitButton());
    expect(await run()).toEqual([]);
  });

  it('Cancel goes to /', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSubmitPage();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  describe('required fields', () => {
    it('shows "Missing fields", marks the empty fields and focuses the first one', async () => {
      const api = stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      advanceClock(10_000);

      await user.click(submitButton());

      expect(toast.error).toHaveBeenCalledWith('Missing fields', {
        description: 'Please fill in all required fields.',
      });
      for (const field of [titleField(), contentField(), categoryField(), tagsField()]) {
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(expect.stringMatching(/\S/));
      }
      expect(instructionsField()).not.toHaveAttribute('aria-invalid');
      expect(titleField()).toHaveFocus();
      expect(api.callsTo('POST', '/api/prompts/similar')).toHaveLength(0);
    });

    it('only marks what is missing, and clears a mark once the field changes', async () => {
      stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await user.type(titleField(), 'A title');
      await user.click(submitButton());

      expect(toast.error).toHaveBeenCalledWith('Missing fields', {
        description: 'Please fill in all required fields.',
      });
      expect(titleField()).not.toHaveAttribute('aria-invalid');
      expect(contentField()).toHaveAttribute('aria-invalid', 'true');
      expect(contentField()).toHaveFocus();
      expect(contentField()).toHaveAccessibleDescription(expect.stringContaining('Enter the prompt text.'));

      await user.type(contentField(), 'x');
      expect(contentField()).not.toHaveAttribute('aria-invalid');
    });

    it('counts text still in the tag field as a tag', async () => {
      const api = stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await user.type(titleField(), 'Code reviewer');
      await user.click(contentField());
      await user.paste(CONTENT);
      await waitFor(() => expect(categoryField()).toHaveTextContent('Programming'));
      await user.click(screen.getByRole('button', { name: 'Remove tag review' }));
      await user.click(screen.getByRole('button', { name: 'Remove tag python' }));
      fireEvent.change(tagsField(), { target: { value: 'Linting' } });
      advanceClock(6000);
      fireEvent.submit(submitButton().closest('form')!);

      await waitFor(() => expect(api.callsTo('POST', '/api/prompts')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/prompts')[0]?.body).toMatchObject({ tags: ['linting'] });
    });
  });

  describe('anti-bot', () => {
    it('refuses a submission within 5 seconds of opening the page', async () => {
      const api = stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      advanceClock(3000);

      await user.click(submitButton());

      expect(toast.error).toHaveBeenCalledWith('Verification failed', {
        description: 'Please take a moment to review your prompt before submitting.',
      });
      expect(api.callsTo('POST', '/api/prompts/similar')).toHaveLength(0);
      expect(api.callsTo('POST', '/api/prompts')).toHaveLength(0);
      expect(titleField()).toHaveValue('Code reviewer');
    });

    it('refuses a submission without any interaction, then accepts one after a key press', async () => {
      const api = stubApi();
      renderSubmitPage();
      // Values set without mouse, key or touch events, as a script would.
      fireEvent.change(titleField(), { target: { value: 'Code reviewer' } });
      fireEvent.change(contentField(), { target: { value: CONTENT } });
      await waitFor(() => expect(categoryField()).toHaveTextContent('Programming'));
      await screen.findByRole('button', { name: 'Remove tag review' });
      advanceClock(6000);

      fireEvent.submit(submitButton().closest('form')!);
      expect(toast.error).toHaveBeenCalledWith('Verification failed', {
        description: 'Please take a moment to review your prompt before submitting.',
      });
      expect(api.callsTo('POST', '/api/prompts/similar')).toHaveLength(0);

      fireEvent.keyDown(titleField(), { key: 'a' });
      fireEvent.submit(submitButton().closest('form')!);
      await waitFor(() => expect(api.callsTo('POST', '/api/prompts')).toHaveLength(1));
    });
  });

  describe('duplicate check and submission', () => {
    it('checks for duplicates, submits with the form token and redirects 1 s after success', async () => {
      let releaseSimilar!: () => void;
      let releaseCreate!: () => void;
      const api = stubApi({
        'POST /api/prompts/similar': () =>
          new Promise((resolve) => {
            releaseSimilar = () => resolve(jsonReply(200, { match: null }));
          }),
        'POST /api/prompts': (call) =>
          new Promise((resolve) => {
            releaseCreate = () => resolve(jsonReply(201, { id: 42, ...(call.body as object) }));
          }),
      });
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      await user.type(instructionsField(), 'Paste the diff after the prompt.');
      advanceClock(6000);

      await user.click(submitButton());
      const checking = screen.getByRole('button', { name: 'Checking for duplicates...' });
      expect(checking).toBeDisabled();
      // A second submit while busy does nothing.
      fireEvent.submit(checking.closest('form')!);
      expect(api.callsTo('POST', '/api/prompts/similar')).toHaveLength(1);
      expect(api.callsTo('POST', '/api/prompts/similar')[0]?.body).toEqual({
        title: 'Code reviewer',
        content: CONTENT,
      });

      await act(async () => releaseSimilar());
      const submitting = await screen.findByRole('button', { name: 'Submitting...' });
      expect(submitting).toBeDisabled();
      fireEvent.submit(submitting.closest('form')!);

      // When the success toast was asked for: the 1 s counts from there, not from when
      // waitFor next looks (late on a busy machine).
      let toastAt = 0;
      vi.mocked(toast.success).mockImplementationOnce(() => {
        toastAt = performance.now();
        return 1;
      });
      await act(async () => releaseCreate());
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Prompt submitted successfully!'));
      expect(api.callsTo('POST', '/api/prompts')).toHaveLength(1);
      expect(api.callsTo('POST', '/api/prompts')[0]?.body).toEqual({
        title: 'Code reviewer',
        content: CONTENT,
        instructions: 'Paste the diff after the prompt.',
        category: 'programming',
        tags: ['review', 'python'],
        formToken: FORM_TOKEN.token,
        website: '',
      });
      // Not at once: the redirect waits 1 s.
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/?prompt=42');
      expect(performance.now() - toastAt).toBeGreaterThanOrEqual(SUBMIT_REDIRECT_DELAY_MS - 1);
    });

    it('sends what is in the honeypot field', async () => {
      const api = stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
      advanceClock(6000);
      await user.click(submitButton());
      await waitFor(() => expect(api.callsTo('POST', '/api/prompts')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/prompts')[0]?.body).toMatchObject({ website: 'http://spam.example' });
    });

    it('fetches the form token again on submit when the first request failed', async () => {
      let tokenRequests = 0;
      const api = stubApi({
        'GET /api/prompts/form-token': () =>
          ++tokenRequests === 1 ? 'network-error' : jsonReply(200, { token: 'fresh', issuedAt: 2 }),
      });
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      advanceClock(6000);
      await user.click(submitButton());
      await waitFor(() => expect(api.callsTo('POST', '/api/prompts')).toHaveLength(1));
      expect(api.callsTo('GET', '/api/prompts/form-token')).toHaveLength(2);
      expect(api.callsTo('POST', '/api/prompts')[0]?.body).toMatchObject({ formToken: 'fresh' });
    });

    it('shows "Error submitting prompt" with the server message and keeps the form', async () => {
      const api = stubApi({
        'POST /api/prompts': () =>
          jsonReply(429, { error: { code: 'rate_limited', message: 'Too many submissions from this address.' } }),
      });
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      advanceClock(6000);
      await user.click(submitButton());

      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Error submitting prompt', {
          description: 'Too many submissions from this address.',
        }),
      );
      expect(toast.success).not.toHaveBeenCalled();
      expect(titleField()).toHaveValue('Code reviewer');
      expect(contentField()).toHaveValue(CONTENT);
      expect(categoryField()).toHaveTextContent('Programming');
      expect(screen.getByRole('button', { name: 'Remove tag review' })).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();

      // Retrying works.
      await user.click(submitButton());
      await waitFor(() => expect(api.callsTo('POST', '/api/prompts')).toHaveLength(2));
    });

    it('falls back to "Something went wrong" when the server gives no message', async () => {
      stubApi({ 'POST /api/prompts': () => ({ status: 500 }) });
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      advanceClock(6000);
      await user.click(submitButton());
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Error submitting prompt', { description: 'Something went wrong' }),
      );
    });

    it("shows the server's field errors on the fields", async () => {
      stubApi({
        'POST /api/prompts': () =>
          jsonReply(400, {
            error: {
              code: 'validation_error',
              message: 'Title is required',
              fieldErrors: { title: ['Title is required'] },
            },
          }),
      });
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      advanceClock(6000);
      await user.click(submitButton());
      await waitFor(() => expect(titleField()).toHaveAttribute('aria-invalid', 'true'));
      expect(titleField()).toHaveAccessibleDescription('Title is required');
      expect(titleField()).toHaveFocus();
      expect(toast.error).toHaveBeenCalledWith('Error submitting prompt', { description: 'Title is required' });
    });

    it('shows the Verification failed toast when the server refuses the token', async () => {
      stubApi({
        'POST /api/prompts': () =>
          jsonReply(400, {
            error: {
              code: 'verification_failed',
              message: 'Verification failed – Please take a moment to review your prompt before submitting.',
            },
          }),
      });
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      advanceClock(6000);
      await user.click(submitButton());
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Verification failed', {
          description: 'Please take a moment to review your prompt before submitting.',
        }),
      );
      expect(titleField()).toHaveValue('Code reviewer');
    });

    it('does not submit when the duplicate check fails, and lets people retry', async () => {
      let similarCalls = 0;
      const api = stubApi({
        'POST /api/prompts/similar': () => (++similarCalls === 1 ? 'network-error' : jsonReply(200, { match: null })),
      });
      const user = userEvent.setup();
      renderSubmitPage();
      await fillForm(user);
      advanceClock(6000);
      await user.click(submitButton());
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Error submitting prompt', {
          description: 'Could not reach the server. Check your connection and try again.',
        }),
      );
      expect(api.callsTo('POST', '/api/prompts')).toHaveLength(0);
      expect(submitButton()).toBeEnabled();

      await user.click(submitButton());
      await waitFor(() => expect(api.callsTo('POST', '/api/prompts')).toHaveLength(1));
    });
  });

  describe('similar prompt dialog', () => {
    const match = { id: 7, title: 'Python code review assistant', similarity: 0.87 };

    async function openDialog() {
      const api = stubApi({ 'POST /api/prompts/similar': () => jsonReply(200, { match }) });
      const user = userEvent.setup();
      const view = renderSubmitPage();
      await fillForm(user);
      advanceClock(6000);
      await user.click(submitButton());
      const dialog = await screen.findByRole('dialog', { name: 'Python code review assistant' });
      return { api, user, dialog, view };
    }

    it('is named by the similar prompt title and shows the similarity', async () => {
      const { dialog, view } = await openDialog();
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining('A similar prompt already exists'));
      expect(dialog).toHaveTextContent('87%');
      expect(within(dialog).getByRole('button', { name: 'Cancel Submission' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'View Similar Prompt' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Continue with My Submission' })).toBeInTheDocument();
      const results = await axe.run(view.baseElement, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });

    it('Cancel Submission closes the dialog and keeps the form data', async () => {
      const { api, user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel Submission' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('POST', '/api/prompts')).toHaveLength(0);
      expect(titleField()).toHaveValue('Code reviewer');
      expect(contentField()).toHaveValue(CONTENT);
      expect(categoryField()).toHaveTextContent('Programming');
      expect(screen.getByRole('button', { name: 'Remove tag review' })).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      expect(submitButton()).toHaveFocus();
    });

    it('Escape also cancels', async () => {
      const { api, user } = await openDialog();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('POST', '/api/prompts')).toHaveLength(0);
      expect(titleField()).toHaveValue('Code reviewer');
    });

    it('View Similar Prompt goes to /?prompt={id}', async () => {
      const { api, user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'View Similar Prompt' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/?prompt=7');
      expect(api.callsTo('POST', '/api/prompts')).toHaveLength(0);
    });

    it('Continue with My Submission inserts the prompt', async () => {
      const { api, user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Continue with My Submission' }));
      await waitFor(() => expect(api.callsTo('POST', '/api/prompts')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/prompts')[0]?.body).toMatchObject({
        title: 'Code reviewer',
        category: 'programming',
      });
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Prompt submitted successfully!'));
      expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/?prompt=42');
    });
  });

  describe('auto-fill from the content', () => {
    it('picks the category and suggests at most two tags', async () => {
      stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await user.click(contentField());
      await user.paste(CONTENT);
      await waitFor(() => expect(categoryField()).toHaveTextContent('Programming'));
      expect(await screen.findByRole('button', { name: 'Remove tag review' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove tag python' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Remove tag / })).toHaveLength(2);
    });

    it('leaves a category chosen by hand alone', async () => {
      stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await user.click(categoryField());
      await user.click(await screen.findByRole('option', { name: 'Writing' }));
      await user.click(contentField());
      await user.paste(CONTENT);
      await screen.findByRole('button', { name: 'Remove tag review' });
      expect(categoryField()).toHaveTextContent('Writing');
    });

    it('does nothing for short content', async () => {
      stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await user.type(contentField(), 'python code');
      await new Promise((r) => setTimeout(r, 500));
      expect(categoryField()).toHaveTextContent('Select a category');
      expect(screen.queryByRole('button', { name: /^Remove tag / })).not.toBeInTheDocument();
    });

    it('once tags were removed by hand, offers suggestions instead of re-adding them', async () => {
      stubApi();
      const user = userEvent.setup();
      renderSubmitPage();
      await user.click(contentField());
      await user.paste(CONTENT);
      await user.click(await screen.findByRole('button', { name: 'Remove tag review' }));
      await user.click(screen.getByRole('button', { name: 'Remove tag python' }));
      await user.type(contentField(), ' More code.');
      await new Promise((r) => setTimeout(r, 500));
      expect(screen.queryByRole('button', { name: /^Remove tag / })).not.toBeInTheDocument();
      expect(screen.getByText('Suggested:')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add tag code' }));
      expect(screen.getByRole('button', { name: 'Remove tag code' })).toBeInTheDocument();
    });
  });
});
