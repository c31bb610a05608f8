export * from '../features/auth/auth.table.ts';
export * from '../features/billing/billing.table.ts';
export * from '../features/companies/companies.table.ts';
export * from '../features/job-positions/job-positions.table.ts';
export * from '../features/users/users.table.ts';
export * from '../jobs/jobs.table.ts';
export * from '../mail/mail.table.ts';
export * from '../features/questions/questions.table.ts';
