import type { ReactNode } from "react";
import { DishIcon } from "./icons";

export interface EmptyStateProps {
  title: string;
  body?: string;
  action?: ReactNode;
}

export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-16 text-center">
      <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
        <DishIcon size={28} />
      </div>
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      {body && <p className="text-sm text-stone-600">{body}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
