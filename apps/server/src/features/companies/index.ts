// The companies feature's public entry: other features use only what is exported here.
export { searchAllCompanies } from './companies.queries.ts';
export { createCompany } from './companies.repository.ts';
export { companies } from './companies.table.ts';
export { CompanyContextService } from './company-context.service.ts';
export { companyContextRoutes } from './company-context.routes.ts';
