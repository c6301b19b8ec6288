// Placeholder while issue 16's page is built (replaced in the same change).
export default function PodcastPage() {
  return <div className="page" />;
}
