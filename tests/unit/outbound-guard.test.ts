// The outbound guard's verdicts on addresses and URLs, and its socket lookup on a name that resolves inside.
import { describe, expect, it } from 'vitest';
import { OutboundRefused, allowHostsFrom, checkOutboundUrl, guardedLookup, nonPublicRange, outboundUrl } from '../../infra/outbound-guard.ts';

const https = { protocols: ['https:'] } as const;

describe('outbound guard', () => {
  it('calls only public unicast addresses public', () => {
    for (const a of ['8.8.8.8', '2607:f8b0:4004:800::200e', '1.1.1.1']) expect(nonPublicRange(a), a).toBeNull();
    const inside = [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.31.255.1',
      '192.168.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '203.0.113.9' /* documentation range */,
    ];
    for (const a of inside) expect(nonPublicRange(a), a).not.toBeNull();
  });

  it('refuses URLs by shape before any lookup', () => {
    const refused = (u: string) => {
      try {
        outboundUrl(u, https);
        return null;
      } catch (e) {
        return (e as OutboundRefused).kind;
      }
    };
    expect(refused('not a url')).toBe('not-a-url');
    expect(refused('http://push.example.com/x')).toBe('scheme');
    expect(refused('https://u:p@push.example.com/x')).toBe('credentials');
    expect(refused('https://[::1]:22/')).toBe('not-public');
    expect(refused('https://0x7f000001/')).toBe('not-public'); // WHATWG URL turns 0x7f000001 into 127.0.0.1
    expect(refused('https://2130706433/')).toBe('not-public');
    expect(refused('https://8.8.8.8/x')).toBeNull(); // judged, never contacted
    expect(() => outboundUrl('https://10.0.0.5/x', { ...https, allowHosts: allowHostsFrom(' 10.0.0.5 , relay.lan') })).not.toThrow();
  });

  it('refuses a name that resolves inside, at check time and in the socket lookup', async () => {
    await expect(checkOutboundUrl('https://localhost:6379/', https)).rejects.toMatchObject({ kind: 'not-public' });
    await expect(checkOutboundUrl('https://no-such-host.invalid/', https)).rejects.toMatchObject({ kind: 'unresolvable' });
    const err = await new Promise<Error | null>((resolve) => guardedLookup(https)('localhost', {}, (e) => resolve(e)));
    expect(err).toBeInstanceOf(OutboundRefused);
    const allowed = await new Promise<string>((resolve) =>
      guardedLookup({ ...https, allowHosts: new Set(['localhost']) })('localhost', { family: 4 }, (_e, a) => resolve(String(a))),
    );
    expect(allowed).toBe('127.0.0.1');
  });
});
