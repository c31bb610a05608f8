import type { JobProfile } from './extract.ts';

/*
 * A skill as the posting writes it, for a description that reads as this job's: "end-to-end tests"
 * for the knowledge base's end-to-end testing, "Continuous Delivery" for CI/CD. A title and a goal's
 * skills keep the knowledge base's names, which questions and scores look up.
 */

/**
 * The posting's words for a skill: kept when they are a phrase ("Continuous Delivery", "product
 * backlog") or a written name ("HTML5", "AngularJS"); the knowledge base's name when they differ
 * only in case ("jenkins"), are one plain word ("experimentation" for A/B testing, "Containers") or a tag
 * ("amazon-web-services").
 */
export function asWritten(profile: JobProfile, name: string): string {
  const words = profile.analysis.skills.find((k) => k.name === name)?.matched?.trim();
  if (!words || words.toLowerCase() === name.toLowerCase()) return name;
  if (/\s/.test(words)) return /^[A-Z][a-z]+\s+[a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
  return /.[A-Z0-9]/.test(words) && !/-.*-/.test(words) ? words : name;
}
