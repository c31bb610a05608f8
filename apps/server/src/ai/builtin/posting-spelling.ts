import type { JobProfile } from './extract.ts';
import { sharesWord } from './text.ts';

/*
 * A skill as the posting writes it, for a description that reads as this job's: "end-to-end tests"
 * for the knowledge base's end-to-end testing, "CI/CD (Continuous Delivery)". A title and a goal's
 * skills keep the knowledge base's names, which questions and scores look up.
 */

/**
 * The posting's words for a skill: kept when they are a phrase that shares a word with the name
 * ("end-to-end tests", "product backlog") or a written name ("HTML5", "AngularJS", "WMS"); beside
 * the name when they are a phrase of other words ("CI/CD (Continuous Delivery)"); the knowledge
 * base's name when they differ only in case ("jenkins"), are one plain word ("experimentation" for
 * A/B testing, "Containers") or a tag ("amazon-web-services"). A question, which has no room for
 * both, passes `beside` false and gets the name alone there.
 */
export function asWritten(profile: JobProfile, name: string, beside = true): string {
  const words = profile.analysis.skills.find((k) => k.name === name)?.matched?.trim();
  if (!words || words.toLowerCase() === name.toLowerCase()) return name;
  if (/\s/.test(words)) {
    const said = /^[A-Z][a-z]+\s+[a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
    // A phrase that shares no word with the name may say something else ("EPA 608" for refrigeration): both are named.
    return sharesWord(said, name) ? said : beside ? `${name} (${said})` : name;
  }
  return /.[A-Z0-9]/.test(words) && !/-.*-/.test(words) ? words : name;
}
