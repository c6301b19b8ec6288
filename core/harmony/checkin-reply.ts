// Harmony's chat replies with the check-ins in mind: when the user speaks about feelings (the
// "stress" rule) or asks for an overview, her built-in reply (core/harmony/replies.ts) is followed by
// how money felt at the last check-in and how a fact changed since the one before, from the facts
// stored with each check-in. Pure; the chat responder calls withCheckins.
import type { BuiltInReply } from '../chat/responder-types.ts';
import { checkinComparison, type CheckinForGreeting } from './checkin-greeting.ts';
import { harmonyTopic } from './replies.ts';

export function withCheckins(reply: BuiltInReply, checkins: readonly CheckinForGreeting[] | undefined, message: string): BuiltInReply {
  if (!checkins?.length) return reply;
  const topic = harmonyTopic(message);
  if (topic !== 'stress' && topic !== 'overview') return reply;
  return {
    content: `${reply.content}\n\n${checkinComparison(checkins)}`,
    dataUsed: [...reply.dataUsed, 'your well-being check-ins and the facts stored with them'],
  };
}
