/** A candidate as the comparison shows them. */
export interface NamedCandidate {
  name: string;
  email: string;
}

/** "Candidate A", "Candidate B", ... by position in the comparison. */
export function blindLabel(index: number): string {
  return `Candidate ${String.fromCharCode(65 + (index % 26))}`;
}

/**
 * What the comparison prints for a candidate: in blind mode a letter in place of the name and
 * no email, so reviewers judge the answers alone.
 */
export function displayCandidate(candidate: NamedCandidate, index: number, blind: boolean): { name: string; email: string | null } {
  return blind ? { name: blindLabel(index), email: null } : { name: candidate.name, email: candidate.email };
}

/** Takes a candidate's name and email out of a quoted answer, for blind mode. */
export function redact(text: string, candidate: NamedCandidate): string {
  let out = text;
  const parts = [candidate.email, candidate.name, ...candidate.name.split(/\s+/)].filter((p) => p.trim().length >= 2);
  for (const part of parts) {
    const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`\\b${escaped}\\b`, 'gi'), '[name hidden]');
  }
  return out;
}
