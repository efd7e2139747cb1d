import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { bodiesSent, meeting, userRoute } from "@tests/client/calendar-data";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { ScheduleBotPage } from "./schedule-bot-page";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Handler = Parameters<typeof stubFetch>[0][string];

function showForm(answer: Handler = () => json({ meeting: meeting() }, 201)) {
  const fetchMock = stubFetch({ ...userRoute, "POST /api/schedule-bot": answer });
  const rendered = renderWithProviders(<ScheduleBotPage />, { path: "/meetings/schedule" });
  return { fetchMock, ...rendered };
}

const nameInput = () => screen.getByLabelText("Meeting Name");
const urlInput = () => screen.getByLabelText("Meeting URL");
const timeInput = () => screen.getByLabelText("Scheduled Time");

async function fillIn({ name = "Acme discovery call", url = "https://zoom.us/j/123456789", time = "2026-11-23T15:30" } = {}) {
  const user = userEvent.setup();
  if (name) await user.type(nameInput(), name);
  if (url) await user.type(urlInput(), url);
  // datetime-local takes its value whole; typing into it is not how browsers fill it either.
  if (time) fireEvent.change(timeInput(), { target: { value: time } });
  return user;
}

const submit = (user = userEvent.setup()) => user.click(screen.getByRole("button", { name: "Schedule Bot" }));

describe("ScheduleBotPage", () => {
  it("has the title, the three fields with their input types, and Back to Meetings", () => {
    showForm();
    expect(screen.getByRole("heading", { level: 1, name: "Schedule AI Meeting Bot" })).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute("type", "text");
    expect(urlInput()).toHaveAttribute("type", "url");
    expect(timeInput()).toHaveAttribute("type", "datetime-local");
    expect(screen.getByRole("link", { name: "Back to Meetings" })).toHaveAttribute("href", "/meetings");
  });

  it("asks for the missing information in one toast and sends nothing", async () => {
    const { fetchMock } = showForm();
    await submit();
    await expectToast("Missing information", "Please fill in all fields");
    expect(nameInput()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Missing information: Please fill in all fields")).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "POST", "/api/schedule-bot")).toEqual([]);
  });

  it("counts a field of spaces as missing", async () => {
    const { fetchMock } = showForm();
    const user = await fillIn({ name: "   " });
    await submit(user);
    await expectToast("Missing information", "Please fill in all fields");
    expect(bodiesSent(fetchMock, "POST", "/api/schedule-bot")).toEqual([]);
  });

  it("says under the field when the link is not a web address", async () => {
    const { fetchMock } = showForm();
    const user = await fillIn({ url: "zoom meeting 123" });
    await submit(user);
    expect(await screen.findByText("Enter the meeting's web link (https://…)")).toBeInTheDocument();
    expect(urlInput()).toHaveAttribute("aria-invalid", "true");
    expect(bodiesSent(fetchMock, "POST", "/api/schedule-bot")).toEqual([]);
  });

  it("sends name, link and the local time as ISO; busy while pending; then the toast and /meetings", async () => {
    const answer = deferred();
    const { fetchMock, location, client } = showForm(() => answer.promise);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const user = await fillIn();
    await submit(user);

    expect(await screen.findByRole("button", { name: "Scheduling..." })).toBeDisabled();
    expect(nameInput()).toBeDisabled();
    expect(urlInput()).toBeDisabled();
    expect(timeInput()).toBeDisabled();
    expect(bodiesSent(fetchMock, "POST", "/api/schedule-bot")).toEqual([
      {
        name: "Acme discovery call",
        meetingUrl: "https://zoom.us/j/123456789",
        scheduledAt: new Date(2026, 10, 23, 15, 30).toISOString(),
      },
    ]);

    answer.resolve(json({ meeting: meeting() }, 201));
    await expectToast("Bot scheduled successfully", "Your AI bot will join the meeting at the scheduled time");
    await waitFor(() => expect(location.history.at(-1)).toBe("/meetings"));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/meetings"] });
  });

  it("shows the server's message when scheduling is refused, and stays on the form", async () => {
    const message = "Meeting bot is not configured: set BOT_PROVIDER and MEETING_BAAS_API_KEY";
    const { location } = showForm(() => json({ code: "NOT_CONFIGURED", message }, 503));
    const user = await fillIn();
    await submit(user);
    await expectToast("Failed to schedule bot", message);
    expect(location.history).toEqual(["/meetings/schedule"]);
    expect(screen.getByRole("button", { name: "Schedule Bot" })).toBeEnabled();
    expect(nameInput()).toHaveValue("Acme discovery call");
  });

  it('says "Please try again" when the failure carries no message', async () => {
    showForm(() => {
      throw new TypeError("Failed to fetch");
    });
    const user = await fillIn();
    await submit(user);
    await expectToast("Failed to schedule bot", "Please try again");
  });
});
