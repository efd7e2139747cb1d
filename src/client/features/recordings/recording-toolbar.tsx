import { Search } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { RECORDING_FILTERS, type RecordingFilter } from "./recording-filter";

interface RecordingToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  filter: RecordingFilter;
  onFilter: (filter: RecordingFilter) => void;
  counts: Record<RecordingFilter, number>;
}

/** The search box and the All / Analyzed / Pending buttons, each with its count (SPEC §2). */
export function RecordingToolbar({ search, onSearch, filter, onFilter, counts }: RecordingToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative w-full flex-1 basis-full sm:w-auto sm:basis-auto sm:min-w-60">
        <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          name="search"
          aria-label="Search recordings"
          placeholder="Search names and what was said..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div role="group" aria-label="Filter recordings" className="flex flex-wrap gap-2">
        {RECORDING_FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={filter === value ? "default" : "outline"}
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
          >
            {label} ({counts[value]})
          </Button>
        ))}
      </div>
    </div>
  );
}
