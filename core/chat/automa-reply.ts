// Automa's built-in answer: the user's rules (on or off, on which trigger) and what they did lately,
// from the rules table and the run log.
export interface ChatAutomation {
  rules: { name: string; trigger: string; active: boolean }[];
  /** newest first */
  runs: { ruleName: string; day: string; outcome: string; subject: string | null; done: string[] }[];
}

export function automaLines(data: { automation: ChatAutomation }): { lines: string[]; used: string[] } {
  const { rules, runs } = data.automation;
  if (!rules.length) {
    return {
      lines: [
        'You have no automation rules yet. On this page you can make one: a trigger (an import, a bill due, a balance below a mark…), conditions and actions; a dry run shows what it would have done before you turn it on.',
      ],
      used: ['your automation rules (none yet)'],
    };
  }
  const on = rules.filter((r) => r.active);
  const off = rules.length - on.length;
  const lines = [
    on.length ? `${on.length} rule${on.length === 1 ? ' is' : 's are'} on:` : 'None of your rules is on.',
    ...on.map((r) => `- ${r.name} (when: ${r.trigger})`),
    ...(off ? [`${off} more ${off === 1 ? 'is' : 'are'} off.`] : []),
  ];
  if (runs.length) {
    lines.push(
      'What they did lately:',
      ...runs.slice(0, 5).map((r) => `- ${r.day}: ${r.ruleName}${r.subject ? ` on ${r.subject}` : ''}: ${r.done.join('; ') || r.outcome}`),
    );
  } else {
    lines.push('None of them has fired yet.');
  }
  return { lines, used: ['your automation rules', ...(runs.length ? ['their run log'] : [])] };
}
