import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "../shared/api/query-client";
import { Toasts } from "../shared/ui/toasts";
import { seedPageData } from "./page-data";

function createSeededQueryClient() {
  const queryClient = createQueryClient();
  seedPageData(queryClient);
  return queryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createSeededQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
