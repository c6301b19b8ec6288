// The error body every /api route answers with (server/http/errors.ts), as the web reads it.

export interface ApiError {
  error: string;
  details?: string[];
  /** the request field a validation error is about ("email", "phone", …) */
  field?: string;
}
