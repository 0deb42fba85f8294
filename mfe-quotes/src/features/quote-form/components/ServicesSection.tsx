import { useFormikContext } from 'formik';
import { CURRENCIES, DANGEROUS_GOODS_CLASSES, isShown, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { useQuotesT } from '../../../messages';
import { CheckboxField, SelectField, TextField } from './fields';

/** Customs, insurance (with the goods value), dangerous goods (with the class), instructions. */
export function ServicesSection() {
  const { values } = useFormikContext<QuoteFormValues>();
  const t = useQuotesT();
  const [goodsValue, goodsValueCurrency, dangerousGoodsClass] = (['goodsValue', 'goodsValueCurrency', 'dangerousGoodsClass'] as const).map((field) => isShown(field, values));
  return (
    <section className="card stack" aria-labelledby="quote-services-title">
      <h2 id="quote-services-title">{t('form.services')}</h2>
      <div className="form-grid">
        <CheckboxField name="customsHandling" label={t('form.customsHandling')} />
        <CheckboxField name="extraGoodsInsurance" label={t('form.extraGoodsInsurance')} />
        <CheckboxField name="dangerousGoods" label={t('form.dangerousGoods')} />
      </div>
      {(goodsValue || dangerousGoodsClass) && (
        <div className="form-grid">
          {goodsValue && <TextField name="goodsValue" label={t('form.goodsValue')} required inputMode="decimal" maxLength={14} />}
          {goodsValueCurrency && <SelectField name="goodsValueCurrency" label={t('form.currency')} required options={CURRENCIES} />}
          {dangerousGoodsClass && (
            <SelectField name="dangerousGoodsClass" label={t('form.dangerousGoodsClass')} required options={DANGEROUS_GOODS_CLASSES} labelOf={(c) => t('form.dangerousClass', { class: c })} />
          )}
        </div>
      )}
      <TextField name="specialInstructions" label={t('form.specialInstructions')} multiline rows={4} maxLength={2000} />
    </section>
  );
}
