import { describe, expect, it } from "vitest";
import { callOf, type Line } from "@tests/engine/calls";
import { findDue } from "./due-dates";
import { findFollowUps } from "./follow-ups";

const NAMES = ["Priya Raman", "Tom Becker", "Ben Adeyemi"];
const followUps = (lines: readonly Line[]) =>
  findFollowUps(callOf(lines, { names: NAMES })).map(({ owner, action, due }) => ({ owner, action, due }));

describe("follow-ups", () => {
  it("takes owner, action and due date from a first-person commitment", () => {
    expect(followUps([[0, "I'll send the pricing by Friday."]])).toEqual([{ owner: "Priya Raman", action: "send the pricing by Friday", due: "Friday" }]);
    expect(followUps([[1, "Let me look at it first and I'll get back to you."]])).toEqual([{ owner: "Tom Becker", action: "get back to you", due: null }]);
  });

  it("writes the buyer's name for the 'you' two sellers promise something to, on a call with one buyer", () => {
    const lines: Line[] = [
      [2, "The import is good, but ten grand a year is a lot."],
      [0, "Understood. I'll get the proposal over to you by Friday."],
      [1, "And I'll send your team the setup guide."],
      [2, "Okay, thanks both."],
    ];
    expect(findFollowUps(callOf(lines, { names: NAMES, reps: [0, 1] })).map(({ action }) => action)).toEqual([
      "get the proposal over to Ben Adeyemi by Friday",
      "send Ben Adeyemi's team the setup guide",
    ]);
  });

  it("ends an action where a new subject takes over: '…today, and our security team will …'", () => {
    expect(followUps([[0, "I'll send the W-9 today, and our security team will complete the questionnaire by Tuesday."]])).toEqual([
      { owner: "Priya Raman", action: "send the W-9 today", due: "today" },
    ]);
  });

  it("splits two commitments in one sentence, each with its own date", () => {
    expect(followUps([[0, "I'll send the invite today, and by Friday I'll send you the case study."]])).toEqual([
      { owner: "Priya Raman", action: "send the invite today", due: "today" },
      { owner: "Priya Raman", action: "send you the case study", due: "Friday" },
    ]);
  });

  it("reads a second action joined by 'and' without a new 'I'll', when the first verb is none it reads", () => {
    expect(followUps([[1, "I'll take it to my VP today and have an answer to you by Wednesday."]])).toEqual([
      { owner: "Tom Becker", action: "have an answer to you by Wednesday", due: "Wednesday" },
    ]);
    expect(followUps([[1, "We'll go over it internally, then send you the signed order form tomorrow."]])).toEqual([
      { owner: "Tom Becker", action: "send you the signed order form tomorrow", due: "tomorrow" },
    ]);
    // After a verb it reads, the clause stays one follow-up, as people list it; a new subject is not joined.
    expect(followUps([[0, "I'll draft the one-pager and send it to you by Friday."]])).toHaveLength(1);
    expect(followUps([[0, "I'll think it over and you send the data when you can."]])).toEqual([]);
  });

  it("reads a joined call-back once it has a time, and leaves the vague one out", () => {
    expect(followUps([[0, "I'll keep the proposal open and check back in September before budgets are due."]])).toEqual([
      { owner: "Priya Raman", action: "check back in September before budgets are due", due: "September" },
    ]);
    expect(followUps([[0, "I'll keep it open and check back sometime."]])).toEqual([]);
  });

  it("credits a named participant in a recap, and the addressee of 'you send'", () => {
    expect(followUps([[0, "Ben sends Tom the SOC 2 report by Tuesday."], [2, "Will do."]])).toEqual([
      { owner: "Ben Adeyemi", action: "send Tom the SOC 2 report by Tuesday", due: "Tuesday" },
    ]);
    expect(followUps([[0, "You send two seasons of data once the NDA is signed."], [1, "Yes."]])).toMatchObject([{ owner: "Tom Becker" }]);
  });

  it("names the person an object 'you' or 'your' means (and 'me' in a request), never a subject 'you' nor 'both of you'", () => {
    const two = (lines: readonly Line[]) =>
      findFollowUps(callOf(lines, { names: ["Priya Raman", "Tom Becker"] })).map(({ action }) => action);
    expect(two([[0, "I'll send you the onboarding pack today."], [1, "Great."]])).toEqual(["send Tom Becker the onboarding pack today"]);
    expect(two([[0, "Of course. I'll remove you from our list today."], [1, "Thanks."]])).toEqual(["remove Tom Becker from our list today"]);
    expect(two([[0, "We'll credit you one month of the subscription by Friday."], [1, "Okay."]])).toEqual(["credit Tom Becker one month of the subscription by Friday"]);
    expect(two([[0, "I'll try you again Thursday morning."], [1, "Okay."]])).toEqual(["try Tom Becker again Thursday morning"]);
    expect(two([[1, "I'll update your team on Friday and get back to you."], [0, "Perfect."]])).toEqual([
      "update Priya Raman's team on Friday and get back to Priya Raman",
    ]);
    expect(two([[0, "I'll send an invite to both of you tomorrow."], [1, "Sure."]])).toEqual(["send an invite to both of you tomorrow"]);
    expect(two([[0, "I'll call once you have the numbers tomorrow."], [1, "Fine."]])).toEqual(["call once you have the numbers tomorrow"]);
    // Asked of the other side, "me" is whoever asked; a reply that restates the day before its "yes" accepts.
    expect(two([[0, "Could you send me the admin's email by Friday?"], [1, "By Friday, yes."]])).toEqual(["send Priya Raman the admin's email by Friday"]);
    expect(two([[0, "Could you send me the admin's email by Friday?"], [1, "Friday doesn't work, sorry."]])).toEqual([]);
  });

  it("counts a request only once the addressee accepts it, with the date from the reply", () => {
    const accepted = followUps([
      [0, "Ben, could you also do a technical session with Tom?"],
      [2, "Yes. Tom, how about Thursday, December 10th?"],
    ]);
    expect(accepted).toEqual([{ owner: "Ben Adeyemi", action: "do a technical session with Tom", due: "Thursday, December 10th" }]);
    expect(followUps([[0, "Could you send me the data?"], [1, "No, sorry."]])).toEqual([]);
  });

  it("reports a commitment repeated in the recap once, with its best due date", () => {
    const merged = followUps([
      [0, "I'll send the revised MSA."],
      [1, "Great."],
      [0, "So the actions: I send the revised MSA with the new language by Wednesday."],
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.due).toBe("Wednesday");
  });

  it("reads a present tense as today's process unless a date makes it a recap's step", () => {
    expect(followUps([[0, "How do offers go out today?"], [1, "We send an offer packet as PDFs, people print them, sign them."]])).toEqual([]);
    expect(followUps([[0, "Who handles pricing?"], [1, "Ben does the pricing now, and he does a good job."]])).toEqual([]);
    expect(followUps([[0, "How about this: Tom sends me a week of stops, and I run them through our router."], [1, "I can send those Wednesday."]])).toEqual([
      { owner: "Tom Becker", action: "send Priya Raman a week of stops", due: "Wednesday" },
    ]);
  });

  it("leaves out what 'let me' and 'let's' do in the call, unless dated or sent out of it", () => {
    expect(followUps([[0, "Let me share, just to recap what you told me last week."]])).toEqual([]);
    expect(followUps([[0, "Let's do the introductions first."], [1, "Sure."]])).toEqual([]);
    expect(followUps([[0, "Let me send you the case study."]])).toMatchObject([{ action: "send you the case study" }]);
    expect(followUps([[0, "Let me check with finance and get back to you on the discount."]])).toHaveLength(1);
    expect(followUps([[0, "Let's book the review for Friday."]])).toMatchObject([{ due: "Friday" }]);
  });

  it("gives the other side a re-contact the customer asks for, dated by the season or by 'then'", () => {
    expect(followUps([[0, "Should I put something on the calendar for early August?"], [1, "Just reach out after the summer, I'd rather not commit to a date."]])).toEqual([
      { owner: "Priya Raman", action: "reach out after the summer", due: "after the summer" },
    ]);
    expect(followUps([[0, "So, should I check back in, say, early February?"], [1, "Sure, check back then."]])).toMatchObject([
      { owner: "Priya Raman", due: "early February" },
    ]);
    // Undated, or a colleague's habit, is no follow-up.
    expect(followUps([[0, "Anything else?"], [1, "Just reach out whenever."]])).toEqual([]);
    expect(followUps([[0, "How do you hear about outages?"], [1, "We check in with the vendor every week."]])).toEqual([]);
  });

  it("leaves out word sent back only once something happens, unless dated", () => {
    expect(followUps([[1, "I'll reach out if it comes through."]])).toEqual([]);
    expect(followUps([[1, "We'll confirm once we see your docs."]])).toEqual([]);
    expect(followUps([[0, "I'll send the case study in case it's useful."]])).toHaveLength(1);
    expect(followUps([[0, "I'll check in by Friday once legal has looked."]])).toMatchObject([{ due: "Friday" }]);
  });

  it("reads any task verb after 'I'll' or 'we'll' once it is dated, and only then", () => {
    expect(followUps([[1, "Send me the order form and I'll sign it today."]])).toMatchObject([{ owner: "Tom Becker", due: "today" }]);
    expect(followUps([[0, "We'll ship the trackers by the 15th of March."]])).toEqual([
      { owner: "Priya Raman", action: "ship the trackers by the 15th of March", due: "the 15th of March" },
    ]);
    expect(followUps([[0, "I'll figure it out."]])).toEqual([]);
    expect(followUps([[1, "I'll be out on Friday."]])).toEqual([]);
    expect(followUps([[0, "I'm not going to pretend we'll match it today."]])).toEqual([]);
  });

  it("ignores conditionals, questions, offers to share a screen and tentative 'we can'", () => {
    expect(followUps([[0, "If I send the MSA by Wednesday, could your team review it?"]])).toEqual([]);
    expect(followUps([[0, "What if I send over the proposal?"]])).toEqual([]);
    expect(followUps([[0, "Let me share my screen."]])).toEqual([]);
    expect(followUps([[0, "Maybe we can find some time next week."]])).toEqual([]);
  });

  it("reads Spanish commitments", () => {
    expect(followUps([[1, "Claro, le mando las recetas el lunes."]])).toEqual([{ owner: "Tom Becker", action: "le mando las recetas el lunes", due: "el lunes" }]);
  });

  it("takes the exact day offered for a meeting put on the calendar in vaguer words", () => {
    const [step] = followUps([[0, "Let's put a check-in on the calendar for mid-January. How about January 13th?"], [1, "January 13th works."]]);
    expect(step?.due).toBe("January 13th");
  });
});

describe("the customer side's own deliberation", () => {
  it("is not a follow-up; talking to the seller is", () => {
    expect(followUps([[0, "Can I give you a call on Thursday?"], [1, "Let us call you. We'll talk tonight as a family."]]).map((f) => f.action)).not.toContainEqual(expect.stringMatching(/^talk/));
    expect(followUps([[1, "I'll talk to my husband and think about it."]])).toEqual([]);
    expect(followUps([[0, "Hi Tom."], [1, "I'll talk to Priya about the rollout on Friday."]]).map((f) => f.action)).toEqual([expect.stringMatching(/^talk to Priya/)]);
  });
});

describe("follow-up wording", () => {
  it("leaves out spoken fillers set off by commas and hesitation sounds", () => {
    expect(followUps([[0, "I'll send over the deck and, like, the pricing page."]]).map((f) => f.action)).toEqual(["send over the deck and the pricing page"]);
    expect(followUps([[0, "I'll send, um, the quote by Friday."]]).map((f) => f.action)).toEqual(["send the quote by Friday"]);
  });
});

describe("findDue", () => {
  const due = (text: string) => findDue(text, text.toLowerCase())?.text ?? null;

  it("does not read a holiday's weekday as that weekday", () => {
    expect(due("For the Black Friday incident, we'll credit you one month.")).toBeNull();
    expect(due("Traffic peaks on Cyber Monday, so I'll send it Wednesday.")).toBe("Wednesday");
  });

  it("prefers the most specific date said", () => {
    expect(due("I'll send the invite for Thursday, December 3rd at 10 a.m. Central.")).toBe("Thursday, December 3rd at 10 a.m. Central");
    expect(due("a written plan by end of next week")).toBe("end of next week");
    expect(due("the week of December 7th, or on Friday")).toBe("Friday");
  });

  it("takes the first of two equally specific days, 'on' before the second making it no more of a deadline", () => {
    expect(due("Let's do the kickoff Thursday the 6th, and then go live on Monday the 10th.")).toBe("Thursday the 6th");
    expect(due("The review is Tuesday the 4th, and I'll have the quote to you by Friday the 7th.")).toBe("Friday the 7th");
  });

  it("does not take past or descriptive dates for deadlines, nor 'may' the verb", () => {
    expect(due("a recap of today")).toBeNull();
    expect(due("you sent it back last Thursday")).toBeNull();
    expect(due("you may want to check")).toBeNull();
    expect(due("we decide in May")).toBe("in May");
    expect(due("reach out in the summer")).toBe("in the summer");
    expect(due("circle back in Q2")).toBe("in Q2");
    expect(due("if prices fall")).toBeNull();
  });

  it("reads a day of the month said without its month, and times said for right after the call", () => {
    expect(due("we could start the week of the 8th")).toBe("the week of the 8th");
    expect(due("I'll have it signed by the twentieth.")).toBe("the twentieth");
    expect(due("the third option")).toBeNull();
    expect(due("I'll send it within the hour")).toBe("within the hour");
    expect(due("I'll send the deck right after this call")).toBe("right after this call");
    expect(due("I'm sending it now, while we talk")).toBe("now");
  });
});
