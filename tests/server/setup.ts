import { afterAll } from "vitest";
import { closeSharedDatabase } from "./db";

afterAll(async () => closeSharedDatabase());
