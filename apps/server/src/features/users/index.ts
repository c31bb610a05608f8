// The users feature's public entry: other features use only what is exported here.
export {
  emailExists,
  findUserByEmail,
  findMailRecipients,
  findUserWithCompany,
  type MailRecipient,
  insertUser,
  type ProfileAccount,
  type SessionAccount,
  sessionUserColumns,
  toUserDto,
  type UserWithCompany,
  updateUser,
  withJoinedCompany,
} from './users.repository.ts';
export { searchAllUsers } from './users.queries.ts';
export { type UserRow, users } from './users.table.ts';
