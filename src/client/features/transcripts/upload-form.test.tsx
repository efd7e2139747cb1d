import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, createEvent, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetToasts } from "@client/lib/toast";
import { deferred, json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { FakeXhr, lastXhr, stubXhr } from "@tests/client/fake-xhr";
import { UploadForm } from "./upload-form";

beforeEach(() => {
  stubXhr();
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const created = { transcript: { id: "t1" } };
const usage = (canCreate: boolean) => ({ plan: "free", current: canCreate ? 1 : 3, limit: 3, remaining: canCreate ? 2 : 0, percentUsed: canCreate ? 33 : 100, canCreate });
/** The upload form reads the plan's use; every stub answers it, with room left unless told otherwise. */
const stubUpload = (routes: Parameters<typeof stubFetch>[0], canCreate = true) =>
  stubFetch({ "GET /api/usage/stats": () => json(usage(canCreate)), ...routes });
const posts = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter((call) => call[1]?.method === "POST");
const txt = (name: string, text = "Dana Reyes: Hello there") => new File([text], name, { type: "text/plain" });
const dropZone = () => screen.getByRole("group", { name: "Transcript file drop zone" });
const fileInput = () => screen.getByLabelText<HTMLInputElement>("Transcript file");
const manualButton = () => screen.getByRole("button", { name: /Analyze Transcript|Processing\.\.\./ });
const sentFile = () => (lastXhr().body as FormData).get("file");

/** jsdom has no DragEvent, so relatedTarget (where the pointer went) is set by hand. */
function dragLeaveTo(target: Element) {
  const event = createEvent.dragLeave(dropZone());
  Object.defineProperty(event, "relatedTarget", { value: target });
  fireEvent(dropZone(), event);
}

describe("UploadForm: file", () => {
  it("states the size limit and offers a named file input for the accepted formats", () => {
    renderWithProviders(<UploadForm />);
    expect(screen.getByText("Maximum file size: 10MB")).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute("type", "file");
    expect(fileInput()).toHaveAttribute("name", "file");
    expect(fileInput()).toHaveAttribute("accept", ".txt,.doc,.docx,.vtt,.srt,.md");
  });

  it("highlights the drop zone while a file is dragged over it", () => {
    renderWithProviders(<UploadForm />);
    expect(dropZone()).toHaveAttribute("data-dragging", "false");
    fireEvent.dragEnter(dropZone());
    fireEvent.dragOver(dropZone());
    expect(dropZone()).toHaveAttribute("data-dragging", "true");
    // Moving onto a child keeps the highlight; leaving the zone drops it.
    dragLeaveTo(screen.getByText("Maximum file size: 10MB"));
    expect(dropZone()).toHaveAttribute("data-dragging", "true");
    dragLeaveTo(document.body);
    expect(dropZone()).toHaveAttribute("data-dragging", "false");
  });

  it("uploads only the first of several dropped files and shows the busy text and progress", async () => {
    renderWithProviders(<UploadForm />);
    const first = txt("first.txt");
    fireEvent.dragOver(dropZone());
    fireEvent.drop(dropZone(), { dataTransfer: { files: [first, txt("second.txt")] } });

    expect(dropZone()).toHaveAttribute("data-dragging", "false");
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(sentFile()).toBe(first);
    const busy = await screen.findByRole("button", { name: "Uploading..." });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText("Transcript content")).toBeDisabled();

    act(() => lastXhr().progress(3 * 1024 * 1024, 4 * 1024 * 1024));
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("value", String(3 * 1024 * 1024));
    expect(screen.getByText("75%")).toBeInTheDocument();

    // A drop while busy is ignored.
    fireEvent.drop(dropZone(), { dataTransfer: { files: [txt("third.txt")] } });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("announces success, frees the form and refreshes the lists, stats, usage and analyses", async () => {
    const { client } = renderWithProviders(<UploadForm />);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await userEvent.setup().upload(fileInput(), txt("call.txt"));
    await waitFor(() => expect(sentFile()).toBeInstanceOf(File));

    act(() => lastXhr().respond(201, created));
    await expectToast("Success", "Transcript uploaded successfully and analysis started");
    expect(await screen.findByRole("button", { name: "Choose File" })).toBeEnabled();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(fileInput().value).toBe("");
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([["/api/transcripts"], ["/api/stats"], ["/api/usage/stats"], ["/api/analyses"], ["/api/transcripts/counts"]]);
  });

  it("shows the server's own message when the upload is refused", async () => {
    renderWithProviders(<UploadForm />);
    await userEvent.setup().upload(fileInput(), txt("call.txt"));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => lastXhr().respond(415, { code: "UNSUPPORTED_MEDIA_TYPE", message: "Unsupported file type: .pdf" }));
    await expectToast("Error", "Failed to upload transcript: Unsupported file type: .pdf");
    expect(await screen.findByRole("button", { name: "Choose File" })).toBeEnabled();
  });

  it("refuses a file over 10 MB with the limit message, without sending it", async () => {
    renderWithProviders(<UploadForm />);
    const big = txt("big.txt");
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    fireEvent.drop(dropZone(), { dataTransfer: { files: [big] } });
    await expectToast("Error", "Failed to upload transcript: File is larger than the 10MB limit");
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe("UploadForm: manual entry", () => {
  it("labels and names both fields and disables the button while the content is empty", async () => {
    renderWithProviders(<UploadForm />);
    expect(screen.getByLabelText("Transcript name (optional)")).toHaveAttribute("name", "name");
    expect(screen.getByLabelText("Transcript content")).toHaveAttribute("name", "content");
    expect(manualButton()).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText("Transcript content"), "x");
    expect(manualButton()).toBeEnabled();
  });

  it("refuses content that is only whitespace with the SPEC §5 toast and sends nothing", async () => {
    const fetchMock = stubUpload({});
    renderWithProviders(<UploadForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Transcript content"), "   ");
    await user.click(manualButton());
    await expectToast("Error", "Please enter transcript content");
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("reads Processing... while sending, then clears both fields on success", async () => {
    const answer = deferred();
    const fetchMock = stubUpload({ "POST /api/transcripts": () => answer.promise });
    renderWithProviders(<UploadForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Transcript name (optional)"), "Acme discovery");
    await user.type(screen.getByLabelText("Transcript content"), "Dana: Hi{enter}Sam: Hello");
    await user.click(manualButton());

    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose File" })).toBeDisabled();
    expect(screen.getByLabelText("Transcript name (optional)")).toBeDisabled();
    const body = posts(fetchMock)[0]?.[1]?.body as FormData;
    expect(body.get("content")).toBe("Dana: Hi\nSam: Hello");
    expect(body.get("name")).toBe("Acme discovery");

    answer.resolve(json(created, 201));
    await expectToast("Success", "Transcript uploaded successfully and analysis started");
    await waitFor(() => expect(screen.getByLabelText("Transcript content")).toHaveValue(""));
    expect(screen.getByLabelText("Transcript name (optional)")).toHaveValue("");
    expect(manualButton()).toHaveTextContent("Analyze Transcript");
  });

  it("sends one Idempotency-Key per submission and retries a lost answer with the same key", async () => {
    let calls = 0;
    const fetchMock = stubUpload({
      "POST /api/transcripts": async () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json(created, 201);
      },
    });
    renderWithProviders(<UploadForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Transcript content"), "Dana: Hi");
    await user.click(manualButton());
    await expectToast("Success", "Transcript uploaded successfully and analysis started");
    // The toast shows from onSuccess, a render before the form is free again: a user types once it is.
    await waitFor(() => expect(screen.getByLabelText("Transcript content")).toBeEnabled());
    await user.type(screen.getByLabelText("Transcript content"), "Dana: Again");
    await user.click(manualButton());
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(3));
    const keys = posts(fetchMock).map((call) => (call[1]?.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("keeps the text and names the server's reason when the upload fails", async () => {
    const message = "Recording limit reached. You cannot record new meetings until next month or upgrade your plan.";
    stubUpload({ "POST /api/transcripts": () => json({ code: "FORBIDDEN", message }, 403) });
    renderWithProviders(<UploadForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Transcript content"), "Dana: Hi");
    await user.click(manualButton());
    await expectToast("Error", `Failed to upload transcript: ${message}`);
    expect(screen.getByLabelText("Transcript content")).toHaveValue("Dana: Hi");
    expect(manualButton()).toBeEnabled();
  });
});

describe("UploadForm: honest answers", () => {
  it("refuses text without a word, as the server would, before sending it", async () => {
    const fetchMock = stubUpload({});
    renderWithProviders(<UploadForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Transcript content"), "....");
    await user.click(manualButton());
    await expectToast("Error", "Please enter transcript content");
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("links the success toast to the new call", async () => {
    stubUpload({ "POST /api/transcripts": () => json(created, 201) });
    renderWithProviders(<UploadForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Transcript content"), "Dana: Hi");
    await user.click(manualButton());
    await expectToast("Success", "Transcript uploaded successfully and analysis started");
    expect(await screen.findByRole("link", { name: "View Call" })).toHaveAttribute("href", "/analysis/t1");
  });

  it("is disabled at the plan's limit and says why, before anything is sent", async () => {
    const fetchMock = stubUpload({}, false);
    renderWithProviders(<UploadForm />);
    expect(
      await screen.findByText("Recording limit reached. You cannot record new meetings until next month or upgrade your plan.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/settings");
    expect(screen.getByRole("button", { name: "Choose File" })).toBeDisabled();
    expect(screen.getByLabelText("Transcript content")).toBeDisabled();
    expect(manualButton()).toBeDisabled();
    expect(posts(fetchMock)).toHaveLength(0);
  });
});
