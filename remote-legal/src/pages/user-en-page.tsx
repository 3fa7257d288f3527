export default function UserEnPage() {
  return (
    <main lang="en">
      <h1>Terms of Use</h1>
    </main>
  );
}
