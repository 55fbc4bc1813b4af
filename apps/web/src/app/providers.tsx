import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastContainer } from "react-toastify";
import { createQueryClient } from "../shared/api/query-client";
import { TOAST_CONTAINER_PROPS } from "../shared/ui/toast";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </QueryClientProvider>
  );
}
