/** Keystatic draws every /keystatic/... screen from its layout; the page itself renders nothing. */
export default function KeystaticPage() {
  return null;
}
