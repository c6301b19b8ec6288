// The web app's reading of an error answer: a refused upload's message is shown once, not twice.
import { describe, expect, it } from 'vitest';
import { errorFromResponse, errorText } from '../../web/src/api/client.ts';

describe('errors from the API', () => {
  it("shows a refused file's message once, with the other problems after it", () => {
    const one = errorFromResponse(413, { error: 'big.csv is larger than 10 MB.', details: ['big.csv is larger than 10 MB.'] });
    expect(errorText(one)).toBe('big.csv is larger than 10 MB.');
    const two = errorFromResponse(415, { error: 'a.exe is not a statement.', details: ['a.exe is not a statement.', 'b.exe is not a statement.'] });
    expect(errorText(two)).toBe('a.exe is not a statement. b.exe is not a statement.');
    expect(two.details).toEqual(['b.exe is not a statement.']);
  });
});
