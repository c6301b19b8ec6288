/** Today's date (UTC) as YYYY-MM-DD: the day the server files corrections and forecasts under. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
