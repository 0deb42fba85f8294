import { contentTypesEntity } from '@portal/contracts/reference/contentTypes';
import { countOf } from '../checks';
import { defineServerEntity } from '../entity';

export const contentTypes = defineServerEntity({
  decl: contentTypesEntity,
  table: 'content_types',
  columnSql: { document_count: '(SELECT COUNT(*) FROM documents d WHERE d.content_type_id = content_types.id)' },
  unique: [{ fields: ['name'], caseInsensitive: true, message: 'A content type with this name already exists.' }],
  inUse: [{ table: 'documents', countSql: 'SELECT COUNT(*) AS n FROM documents WHERE content_type_id = @id', describe: (n, say) => countOf(say, n, 'document') }],
});
