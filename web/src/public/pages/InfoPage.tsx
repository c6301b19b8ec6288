// The public site's text pages. Copy is ours and says only what is true of this app.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EMPLOYEES, employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { STEP_EMPLOYEE, STEP_KEYS, STEP_LABELS } from '../../../../core/steps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { GetStartedLink } from '../routing.tsx';
import { usePageMeta } from '../usePageMeta.ts';
import { INFO_PAGES, type InfoPageKey } from '../../../../core/site/info-pages.ts';

function HowItWorks() {
  return (
    <>
      <section className="pub-section-tight">
        <h2>1. You upload</h2>
        <p>
          Drop up to five bank statements or receipts at a time: CSV, Excel, OFX/QFX, QIF, PDF statements, or photos and scans of receipts. The server checks
          each file’s type from its content and keeps a fingerprint, so the same file is never imported twice.
        </p>
      </section>
      <section className="pub-section-tight">
        <h2>2. The team works, step by step</h2>
        <ol className="pub-steps-detailed">
          {STEP_KEYS.map((k) => {
            const e = employeeProfile(STEP_EMPLOYEE[k]);
            return (
              <li key={k}>
                <strong>{STEP_LABELS[k]}</strong>: <EmployeeAvatar employee={e} inline /> {e.name}
              </li>
            );
          })}
        </ol>
        <p>Each step is its own job on the server. Its progress is saved as it moves, so a page opened late or reloaded shows the true state.</p>
      </section>
      <section className="pub-section-tight">
        <h2>3. You see what changed</h2>
        <p>
          Transactions land categorized (uncertain ones wait for you in a review queue), Crystal updates the forecasts and Intelia lists what is new: spikes,
          new merchants, price rises, duplicate charges.
        </p>
      </section>
      <section className="pub-section-tight">
        <h2>4. Ask Prime anything</h2>
        <p>
          Prime routes your question to the right employee (<Link to="/ai-assistant">try it</Link>), who answers with your own figures.
        </p>
      </section>
    </>
  );
}

function Integrations() {
  return (
    <>
      <section className="pub-section-tight">
        <h2>Files Byte reads</h2>
        <ul>
          <li>CSV and TXT exports in English, German, French, Spanish and Dutch layouts</li>
          <li>Excel workbooks (XLSX, XLS)</li>
          <li>OFX and QFX downloads, QIF files</li>
          <li>PDF statements with a text layer</li>
          <li>Photos and scans of receipts (JPG, PNG, scanned PDF), read with OCR on the server</li>
        </ul>
      </section>
      <section className="pub-section-tight">
        <h2>Language models</h2>
        <p>
          The team answers without any AI model. A server can be configured with OpenAI or any OpenAI-compatible server (Ollama, vLLM, llama.cpp) for written
          replies.
        </p>
      </section>
      <section className="pub-section-tight">
        <h2>Not available yet</h2>
        <p>
          Direct bank connections, e-mail forwarding of receipts and webhooks are not built; of music services, only Spotify (when the server is configured for
          it).
        </p>
      </section>
    </>
  );
}

function Reviews() {
  return (
    <>
      <p className="pub-notice" data-testid="illustrative-notice">
        We have no published customer reviews yet. The quotes below are illustrative examples written by us, not real customers.
      </p>
      <div className="pub-grid pub-grid-3">
        {[
          ['Illustrative: a small-business owner', 'Business and personal spending side by side, and the top vendors for the year, without a spreadsheet.'],
          ['Illustrative: a student', 'The review queue asked about a handful of transactions; after that Tag got my regular shops right.'],
          ['Illustrative: a family', 'The forecast said groceries would run about the same next month, with a range, and showed the subscriptions renewing.'],
        ].map(([who, quote]) => (
          <figure key={who} className="card pub-quote">
            <blockquote>{quote}</blockquote>
            <figcaption className="small muted">{who}</figcaption>
          </figure>
        ))}
      </div>
      <p>
        Tried Prime Finance? <Link to="/contact?subject=Review">Tell us what you think</Link>.
      </p>
    </>
  );
}

function Api() {
  return (
    <>
      <p>
        There is no public API yet, and no API keys. The web app talks to its own JSON API under <code>/api</code>, authenticated by your session cookie.
      </p>
      <p>Two endpoints are open to anyone, and are what this site’s forms use:</p>
      <ul>
        <li>
          <code>POST /api/newsletter {'{email}'}</code>: 201 <code>subscribed</code>, or 200 <code>already_subscribed</code> (one entry per address)
        </li>
        <li>
          <code>POST /api/contact {'{name, email, subject?, message}'}</code>: 201 <code>received</code> with the message’s id
        </li>
      </ul>
      <p>
        Webhooks and a public API are planned: see <Link to="/features/api-webhooks">API &amp; Webhooks</Link>.
      </p>
    </>
  );
}

function About() {
  return (
    <>
      <p>
        Prime Finance is a personal-finance app built around a team of named AI employees, led by Prime. Each has one job: Byte reads statements and receipts,
        Tag categorizes, Crystal forecasts, Intelia finds what changed, and so on: {EMPLOYEES.length} in all.
      </p>
      <p>
        Our rule: every number on a screen comes from your data or a stated calculation, and every progress bar moves because work moved. Where something is not
        built yet, the page says so.
      </p>
    </>
  );
}

function Legal({ kind }: { kind: 'terms' | 'privacy' | 'cookies' }) {
  if (kind === 'cookies') {
    return (
      <>
        <p>
          We set one cookie, <code>pf_session</code>, when you log in: it keeps you signed in. It is httpOnly (scripts cannot read it), SameSite=Lax, and ends
          when you log out or the session expires (30 days by default).
        </p>
        <p>
          No analytics, advertising or tracking cookies are used. The app keeps a question you asked Prime in your browser’s session storage while it opens the
          right page.
        </p>
      </>
    );
  }
  if (kind === 'privacy') {
    return (
      <>
        <h2>What is stored</h2>
        <ul>
          <li>Your account: e-mail, name, an optional phone number, and your password as an argon2id hash (never the password itself).</li>
          <li>The files you upload, and the transactions and receipts read from them.</li>
          <li>Your categories, rules and corrections, chats with the team, and a log of Prime’s routing decisions.</li>
          <li>Your newsletter address if you subscribe, and messages you send through the contact form.</li>
        </ul>
        <h2>Who sees it</h2>
        <p>
          Only you: every query is limited to your account. If the server’s operator configures a language model, your chat messages and a summary of your
          figures are sent to that model’s provider to write replies.
        </p>
        <h2>Your control</h2>
        <p>
          You can export everything (JSON) or your transactions (CSV), and delete your account with every row and uploaded file. Deleting the account also
          removes your newsletter subscription.
        </p>
      </>
    );
  }
  return (
    <>
      <p>
        Placeholder terms. Prime Finance gives you information, not financial, tax or legal advice: forecasts and insights are computed from your data and can
        be wrong. Check important decisions with a qualified professional.
      </p>
      <p>Keep your password safe and use two-factor authentication. You may delete your account at any time.</p>
      <p>
        Questions: <Link to="/contact?subject=Terms">contact us</Link>.
      </p>
    </>
  );
}

const BODIES: Record<InfoPageKey, () => ReactNode> = {
  'how-it-works': () => <HowItWorks />,
  api: () => <Api />,
  integrations: () => <Integrations />,
  about: () => <About />,
  careers: () => (
    <p>
      No open positions right now. If you would like to work on Prime Finance, <Link to="/contact?subject=Careers">write to us</Link>.
    </p>
  ),
  blog: () => (
    <p>
      No posts yet. Subscribe to the newsletter below to hear when we publish, or read <Link to="/how-it-works">how it works</Link>.
    </p>
  ),
  press: () => (
    <p>
      For press enquiries, <Link to="/contact?subject=Press">contact us</Link>. The product is described on <Link to="/about">About</Link> and{' '}
      <Link to="/ai-employees">AI Employees</Link>.
    </p>
  ),
  reviews: () => <Reviews />,
  terms: () => <Legal kind="terms" />,
  privacy: () => <Legal kind="privacy" />,
  cookies: () => <Legal kind="cookies" />,
};

export default function InfoPage({ page }: { page: InfoPageKey }) {
  const info = INFO_PAGES[page];
  usePageMeta(info.title, info.description);
  return (
    <div className="pub-page pub-narrow" data-testid={`info-${page}`}>
      <PageHeader title={info.heading ?? info.title} lead={info.lead} />
      {BODIES[page]()}
      {info.cta && (
        <p className="pub-actions-row">
          <GetStartedLink className="btn btn-primary">Get Started</GetStartedLink>
        </p>
      )}
    </div>
  );
}
