import { z } from 'zod';
import { SELF_ID_MESSAGES, SELF_ID_RACES, SELF_ID_SEXES } from './self-id-constants.ts';

/** Voluntary self-identification's schemas (decision 700); its constants are in self-id-constants.ts. */
export * from './self-id-constants.ts';

/** `POST /api/public/interviews/{token}/self-id`: both answers; "prefer_not_to_say" is an answer. */
export const selfIdSchema = z.object({
  sex: z.enum(SELF_ID_SEXES, SELF_ID_MESSAGES.sexInvalid),
  race_ethnicity: z.enum(SELF_ID_RACES, SELF_ID_MESSAGES.raceInvalid),
});
export type SelfIdInput = z.infer<typeof selfIdSchema>;

/** What the candidate is told back: that the answer is saved, and no more. */
export const selfIdSavedSchema = z.object({ saved: z.literal(true) });
export type SelfIdSaved = z.infer<typeof selfIdSavedSchema>;
