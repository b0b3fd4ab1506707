/**
 * The commitment of a draw (src/api/schemas/lottery.ts Draw): hex SHA-256 of
 * `${numbers.join(',')}|${salt}`, computed in the browser with WebCrypto so the member need not
 * trust the page's server to check it.
 */
export async function drawDigest(numbers: readonly string[], salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${numbers.join(',')}|${salt}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function matchesCommitment(numbers: readonly string[], salt: string, commitment: string): Promise<{ digest: string; matches: boolean }> {
  const digest = await drawDigest(numbers, salt);
  return { digest, matches: digest === commitment.trim().toLowerCase() };
}
