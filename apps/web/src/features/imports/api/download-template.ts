import { IMPORT_TEMPLATE_FILE_NAME } from '@carreras/domain/imports/import-limits';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../api/call.ts';
import { importsApi } from '../../../api/imports.ts';

/** Downloads the .xlsx template with the headers the import reads and an example row. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: () => download(importsApi.template, IMPORT_TEMPLATE_FILE_NAME, {}),
  });
}
