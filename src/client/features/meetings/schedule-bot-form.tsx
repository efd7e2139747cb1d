import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { scheduleBotFormSchema, type ScheduleBotFormInput } from "@shared/meetings";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { toast } from "@client/lib/toast";
import { useScheduleBot } from "./use-schedule-bot";

// SPEC §5: a missing field is one toast for the whole form, not a message under each empty input.
const MISSING = "Missing information: Please fill in all fields";

const fieldError = (message: string | undefined) => (message === MISSING ? undefined : message);

/** datetime-local gives a local time without a zone; the server gets the moment as ISO (UTC). */
export const localInputToIso = (value: string): string => new Date(value).toISOString();

function onInvalid(errors: FieldErrors<ScheduleBotFormInput>) {
  const missing = Object.values(errors).some((error) => error?.message === MISSING);
  if (missing) toast({ variant: "destructive", title: "Missing information", description: "Please fill in all fields" });
}

/** SPEC §2 Schedule bot: Meeting Name, Meeting URL and Scheduled Time, validated by the shared schema. */
export function ScheduleBotForm() {
  const scheduleBot = useScheduleBot();
  const form = useForm<ScheduleBotFormInput>({
    resolver: zodResolver(scheduleBotFormSchema),
    defaultValues: { name: "", meetingUrl: "", scheduledAt: "" },
  });
  const { errors } = form.formState;
  // After success the page is leaving for /meetings: stay busy so the bot cannot be scheduled twice.
  const busy = scheduleBot.isPending || scheduleBot.isSuccess;

  const submit = form.handleSubmit(
    (input) => scheduleBot.mutate({ ...input, scheduledAt: localInputToIso(input.scheduledAt) }),
    onInvalid,
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={busy} className="grid gap-4">
        <FormField
          id="schedule-name"
          label="Meeting Name"
          type="text"
          placeholder="Discovery call with Acme"
          error={fieldError(errors.name?.message)}
          aria-invalid={errors.name ? true : undefined}
          {...form.register("name")}
        />
        <FormField
          id="schedule-url"
          label="Meeting URL"
          type="url"
          placeholder="https://zoom.us/j/123456789"
          error={fieldError(errors.meetingUrl?.message)}
          aria-invalid={errors.meetingUrl ? true : undefined}
          {...form.register("meetingUrl")}
        />
        <FormField
          id="schedule-time"
          label="Scheduled Time"
          type="datetime-local"
          error={fieldError(errors.scheduledAt?.message)}
          aria-invalid={errors.scheduledAt ? true : undefined}
          {...form.register("scheduledAt")}
        />
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
          {busy ? "Scheduling..." : "Schedule Bot"}
        </Button>
      </fieldset>
    </form>
  );
}
