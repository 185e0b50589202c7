/**
 * The HTML version of a mail, made from its text: paragraphs, line breaks and links, escaped,
 * in a plain layout that reads well in any mail client (inline styles only). Every mail goes
 * out with both versions.
 */
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

function linkify(escapedLine: string): string {
  return escapedLine.replace(URL_PATTERN, (url) => `<a href="${url}" style="color:#2563eb">${url}</a>`);
}

export function mailHtml(subject: string, text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p style="margin:0 0 16px">${p
          .split('\n')
          .map((line) => linkify(escapeHtml(line)))
          .join('<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
${paragraphs}
</div>
</body></html>`;
}
