/** A wait the user can see; `fullScreen` covers the window (a page's code still on its way). */
export function LoadingScreen({ text, fullScreen = false }: { text: string; fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'loading-screen loading-screen-full' : 'loading-screen'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
