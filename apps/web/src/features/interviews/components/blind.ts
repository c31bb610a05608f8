/** What the team's lists know of a candidate. */
export interface CandidateNames {
  candidate_name: string | null;
  candidate_email: string | null;
  /** A stable label that names no one ("Candidate 3F2A"). */
  candidate_label: string;
}

/**
 * What a screen prints for a candidate. In blind mode only the neutral label, never the name
 * or email, even if an answer carried them: reviewers judge the answers alone.
 */
export function displayCandidate(candidate: CandidateNames, blind: boolean): { name: string; email: string | null } {
  if (blind) return { name: candidate.candidate_label, email: null };
  return { name: candidate.candidate_name ?? candidate.candidate_label, email: candidate.candidate_email };
}
