// The export buttons save a file under the name the server gave it (Content-Disposition, as Express's
// res.attachment writes it) and show the bytes received in a download list's units.
import { describe, expect, it } from 'vitest';
import { filenameFrom, formatBytes } from '../../web/src/api/download.ts';

describe('download file names and sizes', () => {
  it('reads the file name from Content-Disposition, preferring filename*', () => {
    expect(filenameFrom('attachment; filename="prime-finance-transactions-2024-01-01-to-2026-02-28.pdf"', '/api/x')).toBe(
      'prime-finance-transactions-2024-01-01-to-2026-02-28.pdf',
    );
    expect(filenameFrom('attachment; filename=report.xlsx', '/api/x')).toBe('report.xlsx');
    expect(filenameFrom(`attachment; filename="caf? report.pdf"; filename*=UTF-8''caf%C3%A9%20report.pdf`, '/api/x')).toBe('café report.pdf');
    expect(filenameFrom('attachment; filename="a \\"quoted\\" name.csv"', '/api/x')).toBe('a "quoted" name.csv');
  });

  it('formats sizes as B, KB and MB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(48 * 1024)).toBe('48 KB');
    expect(formatBytes(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});
