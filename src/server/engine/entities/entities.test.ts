import { describe, expect, it } from "vitest";
import { callOf } from "@tests/engine/calls";
import { namedEntities } from "./entities";

const NAMES = ["Daniel Okafor", "Rachel Torres"];

describe("namedEntities", () => {
  const entities = namedEntities(
    callOf(
      [
        [0, "Hi Rachel, this is Daniel from Routewise."],
        [1, "Our CFO, Greg Lindqvist, signs anything over $100,000. We spend about fourteen million dollars a year."],
        [1, "We were overbilled on six percent, and Greg wants a plan by the end of February."],
        [0, "I'll introduce you to Brookfield Supply. I'll send the invite for Thursday, December 3rd."],
      ],
      { names: NAMES },
    ),
  );
  const ofType = (type: string) => entities.filter((entity) => entity.entity_type === type).map((entity) => entity.text);

  it("lists the speakers and the people named in the call as NAME, in Gladia's shape", () => {
    expect(entities.every((entity) => Object.keys(entity).sort().join() === "entity_type,text")).toBe(true);
    expect(ofType("NAME")).toEqual(["Daniel Okafor", "Rachel Torres", "Greg Lindqvist"]);
  });

  it("finds organisations, money, dates and percentages", () => {
    expect(ofType("ORGANIZATION")).toEqual(expect.arrayContaining(["Routewise", "Brookfield Supply"]));
    expect(ofType("MONEY")).toEqual(expect.arrayContaining(["fourteen million dollars"]));
    expect(ofType("PERCENT")).toEqual(["six percent"]);
    expect(ofType("DATE")).toEqual(expect.arrayContaining(["end of February", "December 3rd"]));
  });

  it("lists each entity once and drops a first name already inside a full name", () => {
    const keys = entities.map((entity) => `${entity.entity_type}:${entity.text.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ofType("NAME")).not.toContain("Greg");
  });

  it("does not take role labels, places or sentence openers for names", () => {
    const others = namedEntities(
      callOf([
        [0, "Okay so how was the conference in Austin?"],
        [1, "Great. Honestly the trip from Memphis was long."],
      ]),
    );
    expect(others).toEqual([]);
  });
});
