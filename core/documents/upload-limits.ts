// What an upload may be: how many files, how large, which kinds (the server checks, the web checks first).

export const MAX_UPLOAD_FILES = 5;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * A CSV statement may be larger: Byte reads CSV as a stream, so a ten-year or business export
 * (1,000,000 rows are about 50–70 MB) imports in bounded memory. PDFs, images, spreadsheets, OFX
 * and QIF are read whole and keep MAX_UPLOAD_BYTES.
 */
export const MAX_CSV_UPLOAD_BYTES = 100 * 1024 * 1024;
/** The largest upload a file of this name may be before its content is known (.csv, .tsv, .txt and .xls may hold CSV). */
export function maxUploadBytesFor(fileName: string): number {
  return /\.(?:csv|tsv|txt|xls)$/i.test(fileName.trim()) ? MAX_CSV_UPLOAD_BYTES : MAX_UPLOAD_BYTES;
}
export const ACCEPTED_EXTENSIONS = ['pdf', 'csv', 'tsv', 'xlsx', 'xls', 'txt', 'jpg', 'jpeg', 'png', 'ofx', 'qfx', 'qif'] as const;
