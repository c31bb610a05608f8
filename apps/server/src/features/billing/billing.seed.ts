import { inArray } from 'drizzle-orm';
import { type PlanLimitKey, TRIAL_TIER } from '@hiring/shared/billing';
import { TRIAL_DAYS } from '@hiring/shared/constants';
import type { Db } from '../../db/client.ts';
import { billingDiscountCodes, billingFeatures, billingPackages, billingPlanLimits, billingPrices } from './billing.table.ts';

interface SeedPrice {
  name: string;
  displayName: string;
  amountCents: number;
  interval: 'day' | 'month' | 'year';
  intervalCount?: number;
  frequency: 'recurring' | 'one_time';
}

interface SeedPackage {
  name: string;
  displayName: string;
  description: string;
  tier: string;
  isRecommended?: boolean;
  prices: SeedPrice[];
  /** [key, display name, highlighted] */
  features: [string, string, boolean][];
  limits: Record<PlanLimitKey, number | null>;
}

const monthlyAndYearly = (name: string, label: string, monthlyCents: number, yearlyCents: number): SeedPrice[] => [
  { name: `${name}-monthly`, displayName: `${label} Monthly`, amountCents: monthlyCents, interval: 'month', frequency: 'recurring' },
  { name: `${name}-yearly`, displayName: `${label} Annual`, amountCents: yearlyCents, interval: 'year', frequency: 'recurring' },
];

/**
 * The catalogue seeded at first start. Yearly prices are 12 months less about 15%
 * (spec 01 §9: "up to 15%"). Rows are matched by name and only inserted when missing, so an
 * admin's edits survive restarts.
 */
export const SEED_PACKAGES: SeedPackage[] = [
  {
    name: 'free-trial',
    displayName: 'Free Trial',
    description: `Every feature for ${TRIAL_DAYS} days. No credit card needed.`,
    tier: TRIAL_TIER,
    prices: [
      {
        name: 'free-trial',
        displayName: `${TRIAL_DAYS}-day Free Trial`,
        amountCents: 0,
        interval: 'day',
        intervalCount: TRIAL_DAYS,
        frequency: 'one_time',
      },
    ],
    features: [
      ['ai-goals', 'AI-generated evaluation goals', true],
      ['ai-questions', 'AI-written interview questions', true],
      ['interview-links', 'Candidate interview links', true],
      ['scoring', 'Answer scoring with quoted evidence', false],
      ['no-card', 'No credit card required', false],
    ],
    limits: { job_positions: 3, interviews_per_month: 25, seats: 3 },
  },
  {
    name: 'starter',
    displayName: 'Starter',
    description: 'For small teams hiring for a few roles at a time.',
    tier: 'starter',
    prices: monthlyAndYearly('starter', 'Starter', 4900, 49900),
    features: [
      ['job-positions', 'Up to 5 active job positions', true],
      ['interviews', '100 candidate interviews per month', true],
      ['ai-questions', 'AI goals and interview questions', true],
      ['seats', '3 team seats', false],
      ['email-support', 'Email support', false],
    ],
    limits: { job_positions: 5, interviews_per_month: 100, seats: 3 },
  },
  {
    name: 'professional',
    displayName: 'Professional',
    description: 'For growing teams that hire continuously.',
    tier: 'professional',
    isRecommended: true,
    prices: monthlyAndYearly('professional', 'Professional', 14900, 151900),
    features: [
      ['job-positions', 'Up to 25 active job positions', true],
      ['interviews', '500 candidate interviews per month', true],
      ['compare', 'Candidate comparison and analysis', true],
      ['ai-questions', 'AI goals and interview questions', false],
      ['seats', '10 team seats', false],
      ['email-support', 'Email support', false],
      ['priority-support', 'Priority support', false],
    ],
    limits: { job_positions: 25, interviews_per_month: 500, seats: 10 },
  },
  {
    name: 'business',
    displayName: 'Business',
    description: 'For hiring teams at scale, with unlimited positions and seats.',
    tier: 'business',
    prices: monthlyAndYearly('business', 'Business', 39900, 406900),
    features: [
      ['job-positions', 'Unlimited job positions', true],
      ['interviews', '2,000 candidate interviews per month', true],
      ['seats', 'Unlimited team seats', true],
      ['compare', 'Candidate comparison and analysis', false],
      ['ai-questions', 'AI goals and interview questions', false],
      ['email-support', 'Email support', false],
      ['priority-support', 'Priority support', false],
      ['onboarding', 'Guided onboarding', false],
      ['account-manager', 'Dedicated account manager', false],
    ],
    limits: { job_positions: null, interviews_per_month: 2000, seats: null },
  },
  {
    name: 'hiring-sprint',
    displayName: 'Hiring Sprint',
    description: 'A one-time purchase for a focused hiring push: three months, no renewal.',
    tier: 'one_time',
    prices: [
      {
        name: 'hiring-sprint',
        displayName: 'Hiring Sprint (3 months)',
        amountCents: 29900,
        interval: 'month',
        intervalCount: 3,
        frequency: 'one_time',
      },
    ],
    features: [
      ['job-positions', 'Up to 5 job positions', true],
      ['interviews', '150 candidate interviews per month', true],
      ['no-renewal', 'Pay once, no renewal', true],
      ['seats', '3 team seats', false],
    ],
    limits: { job_positions: 5, interviews_per_month: 150, seats: 3 },
  },
  {
    name: 'single-role',
    displayName: 'Single Role',
    description: 'Hire for one role: one month, one payment.',
    tier: 'one_time',
    prices: [
      {
        name: 'single-role',
        displayName: 'Single Role (1 month)',
        amountCents: 9900,
        interval: 'month',
        intervalCount: 1,
        frequency: 'one_time',
      },
    ],
    features: [
      ['job-positions', '1 job position', true],
      ['interviews', '50 candidate interviews', true],
      ['no-renewal', 'Pay once, no renewal', true],
      ['seats', '2 team seats', false],
    ],
    limits: { job_positions: 1, interviews_per_month: 50, seats: 2 },
  },
];

export const SEED_DISCOUNT_CODES = [
  { code: 'WELCOME10', description: '10% off any paid plan', percentOff: 10 },
  { code: 'ANNUAL20', description: '20% off annual plans', percentOff: 20, appliesToIntervals: ['year'] },
  { code: 'SPRINT25', description: '$25 off one-time packages', amountOffCents: 2500, appliesToFrequencies: ['one_time'] },
  { code: 'SPRING2020', description: 'Spring 2020 promotion (ended)', percentOff: 30, expiresAt: new Date('2020-06-01T00:00:00Z') },
];

/**
 * Inserts the packages, prices, features, limits and discount codes that are missing. Safe on
 * every boot. One statement per table (seven in all, not one per row): this runs on every start.
 */
export async function seedBilling(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(billingPackages)
      .values(
        SEED_PACKAGES.map((pkg, order) => ({
          name: pkg.name,
          displayName: pkg.displayName,
          description: pkg.description,
          tier: pkg.tier,
          isRecommended: pkg.isRecommended ?? false,
          sortOrder: order,
        })),
      )
      .onConflictDoNothing({ target: billingPackages.name });
    const rows = await tx
      .select({ id: billingPackages.id, name: billingPackages.name })
      .from(billingPackages)
      .where(
        inArray(
          billingPackages.name,
          SEED_PACKAGES.map((pkg) => pkg.name),
        ),
      );
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    const idOf = (pkg: SeedPackage): string => {
      const id = ids.get(pkg.name);
      if (!id) throw new Error(`seed: package ${pkg.name} missing`);
      return id;
    };
    await tx
      .insert(billingPrices)
      .values(
        SEED_PACKAGES.flatMap((pkg) =>
          pkg.prices.map((price, i) => ({ packageId: idOf(pkg), ...price, intervalCount: price.intervalCount ?? 1, sortOrder: i })),
        ),
      )
      .onConflictDoNothing({ target: billingPrices.name });
    await tx
      .insert(billingFeatures)
      .values(
        SEED_PACKAGES.flatMap((pkg) =>
          pkg.features.map(([key, displayName, isHighlighted], i) => ({
            packageId: idOf(pkg),
            key,
            displayName,
            isHighlighted,
            sortOrder: i,
          })),
        ),
      )
      .onConflictDoNothing({ target: [billingFeatures.packageId, billingFeatures.key] });
    await tx
      .insert(billingPlanLimits)
      .values(
        SEED_PACKAGES.flatMap((pkg) =>
          (Object.entries(pkg.limits) as [PlanLimitKey, number | null][]).map(([limitKey, limitValue]) => ({
            packageId: idOf(pkg),
            limitKey,
            limitValue,
          })),
        ),
      )
      .onConflictDoNothing({ target: [billingPlanLimits.packageId, billingPlanLimits.limitKey] });
    await tx.insert(billingDiscountCodes).values(SEED_DISCOUNT_CODES).onConflictDoNothing({ target: billingDiscountCodes.code });
  });
}
