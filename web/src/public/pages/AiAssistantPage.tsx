// /ai-assistant: Prime, the assistant in front of the team, and a try-it-now of its routing.
import { Link } from 'react-router-dom';
import { ROUTING_RULES } from '../../../../core/prime/router.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { PrimeMatcher } from '../components/PrimeMatcher.tsx';
import { usePageMeta } from '../usePageMeta.ts';

export default function AiAssistantPage() {
  usePageMeta('AI Assistant', 'Ask Prime anything about your money: it sends the question to the AI employee best placed to answer.');
  return (
    <div className="pub-page">
      <PageHeader
        title="Your AI Assistant"
        lead="Ask Prime anything about your money. Prime reads the question and hands it to the employee best placed to answer, who replies with your own figures."
      />
      <section className="card pub-section-tight" aria-label="Try Prime's routing">
        <h2>Try it: who would answer you?</h2>
        <p className="muted small">
          This is the router the app uses ({ROUTING_RULES.length} keyword rules, accepted above 30 % confidence), running in your browser.
        </p>
        <PrimeMatcher label="Your question" />
      </section>
      <section className="pub-section-tight">
        <h2>In the app</h2>
        <ul>
          <li>The crown button on every dashboard page opens Prime’s chat; a match opens that employee’s page with your question handed over.</li>
          <li>Byte, Tag, Crystal, Intelia, Ledger, Goalie, Blitz, Liberty, Chime, Finley and Harmony answer from your real data without any AI model.</li>
          <li>With a language model configured on the server, every employee answers through it, streamed as it is written.</li>
        </ul>
        <p>
          More: <Link to="/features/ai-coach">AI Coach (Prime)</Link> · <Link to="/features/ai-assistant">AI Assistant (Finley)</Link> ·{' '}
          <Link to="/ai-employees">the whole team</Link>
        </p>
      </section>
    </div>
  );
}
