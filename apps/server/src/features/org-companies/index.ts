// The org-companies feature's public entry: other features use only what is exported here.
export { orgCompanyRoutes } from './org-companies.routes.ts';
export { OrgCompaniesService } from './org-companies.service.ts';
