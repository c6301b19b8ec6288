// Issue 31's question generator lives in ./answer-bank/ (ledgers, periods, question makers, score).
export * from './answer-bank/index.ts';
