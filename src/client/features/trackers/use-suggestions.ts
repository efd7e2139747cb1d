import { useQuery } from "@tanstack/react-query";
import { trackerSuggestionsSchema, type TrackerSuggestions } from "@shared/trackers";

// Under the list's key: whatever refreshes the trackers (a new one covers a suggestion) refreshes these.
export const SUGGESTIONS_KEY = ["/api/trackers", "suggestions"] as const;
const selectSuggestions = (data: unknown): TrackerSuggestions => trackerSuggestionsSchema.parse(data);

/** GET /api/trackers/suggestions: organisations named in the user's calls that no tracker covers. */
export function useTrackerSuggestions() {
  return useQuery({ queryKey: SUGGESTIONS_KEY, select: selectSuggestions });
}
