import { useMutation } from '@tanstack/react-query';
import { exportAccountData } from '@wishlist/contract/client';
import { saveJsonFile } from '../utils/save-json-file.ts';

/** POST /api/account/export with the current password, saved as a JSON file (not cached: each download is read fresh). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async (password: string) => (await exportAccountData({ body: { password }, throwOnError: true })).data,
    onSuccess: (data) => saveJsonFile(data, `wishlist-data-${data.account.username}.json`),
  });
}
