export default function PrivacyEnPage() {
  return (
    <main lang="en">
      <h1>Privacy Policy</h1>
    </main>
  );
}
