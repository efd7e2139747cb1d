// The auth feature as other features and the app see it: its routes, who the signed-in user is, passwords.
export { authRoutes } from "./routes";
export { requireUser } from "./service";
export { findUserByEmail, findUserById, toCurrentUser, type UserRow } from "./users";
export { hashPassword, verifyPassword } from "./passwords";
