// What a built-in responder answers with: the employees' replies (core/chat/responders.ts) and
// Harmony's (core/harmony/replies.ts, feelings.ts, checkin-reply.ts) share it.

export interface BuiltInReply {
  content: string;
  /** the data the figures come from, in words ("your last 5 imports") */
  dataUsed: string[];
}
