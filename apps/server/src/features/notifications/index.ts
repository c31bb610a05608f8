// The notifications feature's public entry: other features use only what is exported here.
export { BILLING_RECIPIENT_ROLES, INTERVIEW_RECIPIENT_ROLES, Notifications } from './notifications.service.ts';
export { notificationFooter } from './notifications.mail.ts';
