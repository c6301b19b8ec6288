// A reply's text with its in-app links made links: an answer says "See them: /dashboard/transactions?…"
// and the user opens exactly the rows the figure was added from. Only paths inside the app are linked
// (never a URL from elsewhere), so a reply cannot send the user off-site.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

/** An in-app path: /dashboard/… up to the next space or closing bracket. */
const APP_PATH = /(\/dashboard\/[A-Za-z0-9\-._~%!$&'*+,;=:@/?]+)/g;

export function ChatText({ text }: { text: string }) {
  const parts = text.split(APP_PATH);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={part} className="chat-link" data-testid="chat-link">
            {linkWords(part)}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** "the transactions" for the Transactions page, else the path itself. */
function linkWords(path: string): string {
  return path.startsWith('/dashboard/transactions') ? 'these transactions on the Transactions page' : path;
}
