// The users feature's public entry: other features use only what is exported here.
export {
  emailExists,
  findUserByEmail,
  findUserWithCompany,
  insertUser,
  toUserDto,
  type UserWithCompany,
  updateUser,
} from './users.repository.ts';
export { type UserRow, users } from './users.table.ts';
