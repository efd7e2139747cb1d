import { useState, type FormEvent } from "react";
import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { createCommentSchema, formatMoment, parseMoment } from "@shared/teams";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { useCallAccess, useComments, useLibraryToggle, usePostComment } from "./use-comments";

/**
 * Coaching on a call (issue 17): the comments its owner and teammates left, each with its author, time
 * and the moment it is pinned to, and a form to add one. A manager can put the call in the team library.
 */
export function CallComments({ transcriptId }: { transcriptId: string }) {
  const comments = useComments(transcriptId);
  const access = useCallAccess(transcriptId);
  const post = usePostComment(transcriptId);
  const [body, setBody] = useState("");
  const [moment, setMoment] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const atSeconds = moment.trim() ? parseMoment(moment) : undefined;
    if (atSeconds === null) return setError("Write the moment as mm:ss, for example 2:05");
    const parsed = createCommentSchema.safeParse({ body, ...(atSeconds === undefined ? {} : { atSeconds }) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    post.mutate(parsed.data, {
      onSuccess: () => {
        setBody("");
        setMoment("");
      },
    });
  }

  const shared = access.data && (access.data.teamId !== null || !access.data.isOwner);
  return (
    <section className="px-4 pb-8 md:px-8" aria-labelledby="comments-heading">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle id="comments-heading">Comments</CardTitle>
            <CardDescription>
              {access.data && !access.data.isOwner ? `${access.data.ownerName}'s call. ` : ""}
              {shared ? "Your team sees these comments; the call's owner is notified." : "Notes on this call. On a team, your teammates see them too."}
            </CardDescription>
          </div>
          {access.data?.canCurate && access.data.teamId ? <LibraryButton teamId={access.data.teamId} transcriptId={transcriptId} inLibrary={access.data.inLibrary} /> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {comments.isError ? <p className="text-sm text-destructive">Could not load the comments.</p> : null}
          {comments.data && comments.data.length === 0 ? <p className="text-sm text-muted-foreground">No comments yet.</p> : null}
          {comments.data && comments.data.length > 0 ? (
            <ol className="grid gap-3" aria-label="Comments">
              {comments.data.map((comment) => (
                <li key={comment.id} className="rounded-md border p-3">
                  <p className="text-sm">
                    <span className="font-medium">{comment.author.name}</span>
                    <span className="text-muted-foreground"> · {new Date(comment.createdAt).toLocaleString()}</span>
                    {comment.atSeconds !== null ? (
                      <span className="ml-2 rounded bg-muted px-1.5 py-0.5 font-mono text-xs" aria-label={`at ${formatMoment(comment.atSeconds)}`}>
                        {formatMoment(comment.atSeconds)}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-sm">{comment.body}</p>
                </li>
              ))}
            </ol>
          ) : null}
          <form onSubmit={submit} className="grid gap-3" noValidate>
            <div className="grid gap-2">
              <Label htmlFor="comment-body">Add a comment</Label>
              <Textarea id="comment-body" value={body} onChange={(e) => setBody(e.target.value)} rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? "comment-error" : undefined} />
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid gap-2">
                <Label htmlFor="comment-moment">At (mm:ss, optional)</Label>
                <Input id="comment-moment" className="w-32" placeholder="2:05" value={moment} onChange={(e) => setMoment(e.target.value)} />
              </div>
              <Button type="submit" disabled={post.isPending}>
                {post.isPending ? "Posting…" : "Post comment"}
              </Button>
            </div>
            {error ? (
              <p id="comment-error" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </form>
        </CardContent>
      </Card>
    </section>
  );
}

function LibraryButton({ teamId, transcriptId, inLibrary }: { teamId: string; transcriptId: string; inLibrary: boolean }) {
  const toggle = useLibraryToggle(teamId, transcriptId);
  return (
    <Button variant="outline" size="sm" disabled={toggle.isPending} onClick={() => toggle.mutate(!inLibrary)} aria-pressed={inLibrary}>
      {inLibrary ? <BookmarkCheck aria-hidden="true" className="size-4" /> : <BookmarkPlus aria-hidden="true" className="size-4" />}
      {inLibrary ? "In the team library" : "Worth learning from"}
    </Button>
  );
}
