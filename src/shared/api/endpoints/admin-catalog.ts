// The menu as staff keep it: items, categories, pictures uploaded, option groups.
import type { z } from 'zod';
import type {
  AdminCategory,
  AdminItem,
  adminCategoriesResponseSchema,
  adminItemsResponseSchema,
  BulkActionBody,
  BulkActionResult,
  CategoryInput,
  CategoryUpdate,
  ItemInput,
  ItemUpdate,
  StockBody,
  StorageStats,
  UploadResult,
  uploadQuerySchema,
} from '../admin-catalog.ts';
import type {
  BulkPriceBody,
  BulkPricePreview,
  BulkPriceResult,
  BulkPriceSave,
  MenuImportBody,
  MenuImportResult,
} from '../menu-tools.ts';
import type {
  AdminOptionGroup,
  adminOptionGroupsResponseSchema,
  ItemOptionGroupsBody,
  itemOptionGroupsResponseSchema,
  OptionAvailabilityBody,
  OptionGroupInput,
} from '../option-groups.ts';
import type { LowStockResponse, StockCountBody, StockResetResponse } from '../stock.ts';

export interface AdminCatalogEndpoints {
  'GET /api/admin/menu-items': { response: z.infer<typeof adminItemsResponseSchema> };
  'POST /api/admin/menu-items': { body: ItemInput; response: AdminItem };
  'PUT /api/admin/menu-items/:id': { body: ItemUpdate; response: AdminItem };
  /** One-tap sold out / back in stock (staff and up). */
  'PUT /api/admin/menu-items/:id/stock': { body: StockBody; response: AdminItem };
  /** Counted stock for today, its morning count and its low-stock warning (staff and up). */
  'PUT /api/admin/menu-items/:id/count': { body: StockCountBody; response: AdminItem };
  /** Archives the item: off the grid and the storefront, restorable. */
  'DELETE /api/admin/menu-items/:id': { response: AdminItem };
  'POST /api/admin/menu-items/:id/restore': { response: AdminItem };
  'POST /api/admin/menu-items/bulk': { body: BulkActionBody; response: BulkActionResult };
  /** A bulk price change's old and new price per item (docs/product.md#menu-tools). */
  'POST /api/admin/menu-items/bulk-price/preview': { body: BulkPriceBody; response: BulkPricePreview };
  /** Saves it; 409 when a price changed since the preview. */
  'POST /api/admin/menu-items/bulk-price': { body: BulkPriceSave; response: BulkPriceResult };
  /** The menu CSV import, dry run or applied. (The export, text/csv, is a download link.) */
  'POST /api/admin/menu-items/import': { body: MenuImportBody; response: MenuImportResult };
  'GET /api/admin/categories': { response: z.infer<typeof adminCategoriesResponseSchema> };
  'POST /api/admin/categories': { body: CategoryInput; response: AdminCategory };
  'PUT /api/admin/categories/:id': { body: CategoryUpdate; response: AdminCategory };
  'DELETE /api/admin/categories/:id': { response: undefined };
  /** A multipart body (field 'file'), sent with XMLHttpRequest for its progress events. */
  'POST /api/admin/uploads': { query: z.output<typeof uploadQuerySchema>; response: UploadResult };
  'GET /api/admin/uploads/stats': { response: StorageStats };
  'GET /api/admin/option-groups': { response: z.infer<typeof adminOptionGroupsResponseSchema> };
  'POST /api/admin/option-groups': { body: OptionGroupInput; response: AdminOptionGroup };
  'PUT /api/admin/option-groups/:id': { body: OptionGroupInput; response: AdminOptionGroup };
  'DELETE /api/admin/option-groups/:id': { response: undefined };
  'PUT /api/admin/options/:id/availability': { body: OptionAvailabilityBody; response: AdminOptionGroup };
  'PUT /api/admin/options/:id/count': { body: StockCountBody; response: AdminOptionGroup };
  /** The board's low-stock list (docs/product.md#counted-stock). */
  'GET /api/admin/stock/low': { response: LowStockResponse };
  /** Every count with a morning count set to it now. */
  'POST /api/admin/stock/reset': { response: StockResetResponse };
  'PUT /api/admin/menu-items/:id/option-groups': {
    body: ItemOptionGroupsBody;
    response: z.infer<typeof itemOptionGroupsResponseSchema>;
  };
}
