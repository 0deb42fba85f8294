import { useFormikContext } from 'formik';
import { CURRENCIES, DANGEROUS_GOODS_CLASSES, isShown, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { CheckboxField, SelectField, TextField } from './fields';

/** Customs, insurance (with the goods value), dangerous goods (with the class), instructions. */
export function ServicesSection() {
  const { values } = useFormikContext<QuoteFormValues>();
  return (
    <section className="card stack" aria-labelledby="quote-services-title">
      <h2 id="quote-services-title">Services</h2>
      <div className="form-grid">
        <CheckboxField name="customsHandling" label="Customs handling" />
        <CheckboxField name="extraGoodsInsurance" label="Extra goods insurance" />
        <CheckboxField name="dangerousGoods" label="Dangerous goods" />
      </div>
      {(isShown('goodsValue', values) || isShown('dangerousGoodsClass', values)) && (
        <div className="form-grid">
          {isShown('goodsValue', values) && <TextField name="goodsValue" label="Goods value" required inputMode="decimal" maxLength={14} />}
          {isShown('goodsValueCurrency', values) && <SelectField name="goodsValueCurrency" label="Currency" required options={CURRENCIES} />}
          {isShown('dangerousGoodsClass', values) && <SelectField name="dangerousGoodsClass" label="Dangerous goods class" required options={DANGEROUS_GOODS_CLASSES} labels={Object.fromEntries(DANGEROUS_GOODS_CLASSES.map((c) => [c, `Class ${c}`]))} />}
        </div>
      )}
      <TextField name="specialInstructions" label="Special instructions" multiline rows={4} maxLength={2000} />
    </section>
  );
}
